import { describe, expect, it } from "vitest";
import { withoutValues } from "./without-values";

describe("withoutValues", () => {
  it("nulls whole matching string values at any depth, ignoring case, and keeps everything else", () => {
    const stored = JSON.stringify({ data: { email: "ada@example.org", status: "CONFIRMED", total: 3000, list: ["ADA@example.org", "ada@example.org.uk"] } });
    expect(JSON.parse(withoutValues(stored, ["ada@example.org"])!)).toEqual({
      data: { email: null, status: "CONFIRMED", total: 3000, list: [null, "ada@example.org.uk"] },
    });
  });

  it("answers the stored text itself when nothing matches, and null for null", () => {
    const stored = '{"email":"bea@example.org"}';
    expect(withoutValues(stored, ["ada@example.org"])).toBe(stored);
    expect(withoutValues(null, ["ada@example.org"])).toBeNull();
  });
});
