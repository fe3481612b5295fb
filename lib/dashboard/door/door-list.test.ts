import { beforeAll, describe, expect, it } from "vitest";
import { codeHash } from "@/lib/qr/code-hash";
import { admitsTranslations, type DoorList } from "./door-list";

// The ticket type's names by language, looked up on the phone's door list by the scanned code's hash
// (docs/admission.md, "Offline"): the scanner shows the one for the screen's language.

const TICKET_ID = "0b6f6a8e-2d7c-4b8e-9f3a-1c2d3e4f5a6b";
const MEMBERSHIP_ID = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const SIGNATURE = "A".repeat(86);
const code = (letter: "t" | "m", id: string) => `https://foyer.example/${letter}/${id}?v=2&k=key12345&sig=${SIGNATURE}`;

let hashes: { ticket: string; membership: string };

beforeAll(async () => {
  hashes = { ticket: await codeHash("ticket", TICKET_ID), membership: await codeHash("membership", MEMBERSHIP_ID) };
});

function listWith(ticket: Record<string, unknown>): DoorList {
  return { tickets: [{ codeHash: hashes.ticket, admits: "Adult", ...ticket }], memberships: [{ codeHash: hashes.membership, admits: "Friends" }] } as unknown as DoorList;
}

describe("admitsTranslations", () => {
  it("finds the names of the ticket type a ticket's code admits to", async () => {
    expect(await admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), ` ${code("t", TICKET_ID)} `)).toEqual({ de: "Erwachsene" });
  });

  it("has none for a list made before lists carried names, a membership, a code not on the list, or no list", async () => {
    expect(await admitsTranslations(listWith({}), code("t", TICKET_ID))).toBeNull();
    expect(await admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), code("m", MEMBERSHIP_ID))).toBeNull();
    expect(await admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), code("t", MEMBERSHIP_ID))).toBeNull();
    expect(await admitsTranslations(listWith({ admitsTranslations: { de: "Erwachsene" } }), "not a code")).toBeNull();
    expect(await admitsTranslations(null, code("t", TICKET_ID))).toBeNull();
  });
});

describe("codeHash", () => {
  it("names a record by its kind and id, neither of which the hash shows", async () => {
    expect(hashes.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashes.ticket).not.toContain(TICKET_ID);
    expect(await codeHash("membership", TICKET_ID)).not.toBe(hashes.ticket);
    expect(await codeHash("ticket", TICKET_ID)).toBe(hashes.ticket);
  });
});
