import { describe, expect, it } from "vitest";
import { actorForRole, roleAllows, type MuseumNeed } from "./museum-access";
import { museumRoles, type MuseumRoleName } from "./roles";

// The role table the README's "Roles" section states, need by need.
const expected: Record<MuseumNeed, MuseumRoleName[]> = {
  read: ["OWNER", "ADMIN", "EDITOR", "VIEWER"],
  modify: ["OWNER", "ADMIN", "EDITOR"],
  verify: ["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"],
};

describe("museum access", () => {
  for (const [need, allowed] of Object.entries(expected) as [MuseumNeed, MuseumRoleName[]][]) {
    it(`lets ${allowed.join(", ")} ${need}, and no other role`, () => {
      expect(museumRoles.filter((role) => roleAllows(role, need))).toEqual(allowed);
    });
  }

  it("turns an allowed role into the museum's Actor for the user", () => {
    expect(actorForRole({ userId: "u1", museum: { id: "m1", role: "EDITOR" }, need: "modify" })).toEqual({ museumId: "m1", userId: "u1" });
  });

  it("refuses a role that may not with FORBIDDEN", () => {
    expect(() => actorForRole({ userId: "u1", museum: { id: "m1", role: "VIEWER" }, need: "modify" })).toThrow(
      expect.objectContaining({ name: "AppError", code: "FORBIDDEN" }),
    );
    expect(() => actorForRole({ userId: "u1", museum: { id: "m1", role: "DOOR" }, need: "read" })).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });
});
