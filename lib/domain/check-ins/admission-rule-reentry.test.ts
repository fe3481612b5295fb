import { describe, expect, it } from "vitest";
import { decideAdmission, type TicketFacts } from "./admission-rule";

// Re-entry (docs/admission.md, "Who is inside now"): a SAME_DAY ticket that has left comes back in on
// the calendar day of its first admission, read in its location's time zone, and not on the next; a
// NONE ticket never comes back. Slotless tickets, so the slot's own day does not decide first.

const ticket = (reentry: TicketFacts["reentry"], admittedAt: string, left: boolean): TicketFacts => ({
  kind: "TICKET",
  id: "ticket-1",
  voided: false,
  slotStartsAt: null,
  opensAt: null,
  timeZone: "Europe/Berlin",
  reentry,
  admitted: { at: admittedAt, entrance: "North door" },
  left,
});

const judge = (facts: TicketFacts, at: string) => decideAdmission({ genuine: true, record: facts, at: Date.parse(at) });

describe("re-entry at the door", () => {
  // 22:30 on 27 November in Berlin (21:30Z); Berlin's day ends at 23:00Z.
  const firstIn = "2026-11-27T21:30:00Z";

  it("lets a SAME_DAY ticket that has left back in until its day ends in the location's zone", () => {
    expect(judge(ticket("SAME_DAY", firstIn, true), "2026-11-27T22:59:00Z")).toMatchObject({ admitted: true });
  });

  it("refuses a SAME_DAY ticket on the next day there, though it is still the same day in UTC", () => {
    expect(judge(ticket("SAME_DAY", firstIn, true), "2026-11-27T23:01:00Z")).toMatchObject({ admitted: false, code: "ALREADY_CHECKED_IN" });
  });

  it("refuses a SAME_DAY ticket still inside, and a NONE ticket that has left", () => {
    expect(judge(ticket("SAME_DAY", firstIn, false), "2026-11-27T22:00:00Z")).toMatchObject({ admitted: false, code: "ALREADY_CHECKED_IN" });
    expect(judge(ticket("NONE", firstIn, true), "2026-11-27T22:00:00Z")).toMatchObject({ admitted: false, code: "ALREADY_CHECKED_IN" });
  });
});
