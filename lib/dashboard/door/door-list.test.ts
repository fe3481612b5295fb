import { describe, expect, it } from "vitest";
import { admitsTranslations, type DoorList } from "./door-list";

// The ticket type's names by language, looked up on the phone's door list by the scanned code
// (docs/admission.md, "Offline"): the scanner shows the one for the screen's language.

const TICKET_ID = "0b6f6a8e-2d7c-4b8e-9f3a-1c2d3e4f5a6b";
const MEMBERSHIP_ID = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const SIGNATURE = "A".repeat(86);
const code = (letter: "t" | "m", id: string) => `https://foyer.example/${letter}/${id}?v=2&k=key12345&sig=${SIGNATURE}`;

function listWith(ticket: Record<string, unknown>): DoorList {
  return { tickets: [{ id: TICKET_ID, admits: "Adult", ...ticket }], memberships: [{ id: MEMBERSHIP_ID, admits: "Friends" }] } as unknown as DoorList;
}

describe("admitsTranslations", () => {
  it("finds the names of the ticket type a ticket's code admits to", () => {
    expect(admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), ` ${code("t", TICKET_ID)} `)).toEqual({ de: "Erwachsene" });
  });

  it("has none for a list made before lists carried names, a membership, a code not on the list, or no list", () => {
    expect(admitsTranslations(listWith({}), code("t", TICKET_ID))).toBeNull();
    expect(admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), code("m", MEMBERSHIP_ID))).toBeNull();
    expect(admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), code("t", MEMBERSHIP_ID))).toBeNull();
    expect(admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), "not a code")).toBeNull();
    expect(admitsTranslations(null, code("t", TICKET_ID))).toBeNull();
  });
});
