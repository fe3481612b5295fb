// The one table of door cases (docs/admission.md, "The rules at the door") that admission-rule.test.ts
// runs against the server's check-in and the phone's offline decision alike. Each case says what is
// arranged in the database, which code is scanned, and the verdict; `phone` only where the phone
// cannot know what the server knows (docs/admission.md, "What a phone cannot know while offline").

const MINUTE = 60_000;

export type RefusalField = "firstCheckedInAt" | "opensAt" | "validFrom" | "validTo";

export type Expected =
  | { admitted: true }
  | {
      admitted: false;
      code: string;
      /** The instant the refusal is about: the server's detail of this name, the phone's `at`. */
      about?: RefusalField;
      entrance?: string | null;
    };

/** An admission made before the scan, through the server's check-in. */
export interface EarlierScan {
  minutesAgo: number;
  entrance: string;
}

export type Arrangement =
  | {
      kind: "ticket";
      /** Minutes from now to the slot's start; null for a ticket without a slot. */
      slotStartsIn: number | null;
      status?: "VALID" | "CANCELLED";
      earlier?: EarlierScan;
    }
  | {
      kind: "membership";
      fromDays: number;
      toDays: number;
      status?: "ACTIVE" | "CANCELLED";
      /** A card's scan before this one (admitted into its booking when it has one). */
      earlier?: EarlierScan;
      /** The member's own place booked for today (docs/orders.md, "Members book a slot"): minutes from now to its slot's start. */
      booking?: { slotStartsIn: number };
      /** Only this slot runs now (every other of the museum is closed first): one with a free members' ticket, or none. */
      runningNow?: "a slot with a members' ticket" | "nothing";
    };

export interface AdmissionCase {
  name: string;
  arrange: Arrangement;
  /** The museum's membership rule while the case runs. */
  membershipAdmission?: "EVERY_VISIT" | "ONCE_A_DAY";
  /** The museum's rule for a member without a booking (ALLOWED unless named). */
  walkInMembers?: "ALLOWED" | "WHEN_ROOM" | "NOT_ALLOWED";
  /** Scan the code altered by one character, or a genuine code of a record arranged in another museum. */
  code?: "forged" | "another museum's";
  expected: Expected;
  /** The phone's verdict where its door list cannot hold what the server knows. */
  phone?: Expected;
}

export const admissionCases: AdmissionCase[] = [
  { name: "a good ticket", arrange: { kind: "ticket", slotStartsIn: -10 }, expected: { admitted: true } },
  { name: "a ticket inside its early entry", arrange: { kind: "ticket", slotStartsIn: 20 }, expected: { admitted: true } },
  { name: "a voided ticket", arrange: { kind: "ticket", slotStartsIn: -10, status: "CANCELLED" }, expected: { admitted: false, code: "TICKET_VOIDED" } },
  {
    name: "a ticket for another day",
    arrange: { kind: "ticket", slotStartsIn: 24 * 60 },
    expected: { admitted: false, code: "TICKET_WRONG_DAY" },
    phone: { admitted: false, code: "NOT_ON_DOOR_LIST" },
  },
  { name: "a ticket too early (before its early entry)", arrange: { kind: "ticket", slotStartsIn: 120 }, expected: { admitted: false, code: "TICKET_SLOT_NOT_OPEN", about: "opensAt" } },
  {
    name: "a ticket without a slot",
    arrange: { kind: "ticket", slotStartsIn: null },
    expected: { admitted: true },
    phone: { admitted: false, code: "NOT_ON_DOOR_LIST" },
  },
  {
    name: "a ticket used before at another door",
    arrange: { kind: "ticket", slotStartsIn: -10, earlier: { minutesAgo: 5, entrance: "Garden gate" } },
    expected: { admitted: false, code: "ALREADY_CHECKED_IN", about: "firstCheckedInAt", entrance: "Garden gate" },
  },
  { name: "a valid member", arrange: { kind: "membership", fromDays: -30, toDays: 300 }, membershipAdmission: "ONCE_A_DAY", expected: { admitted: true } },
  {
    name: "a member valid to today",
    arrange: { kind: "membership", fromDays: -300, toDays: 0 },
    membershipAdmission: "ONCE_A_DAY",
    expected: { admitted: true },
  },
  {
    name: "an expired member",
    arrange: { kind: "membership", fromDays: -300, toDays: -1 },
    expected: { admitted: false, code: "MEMBERSHIP_EXPIRED", about: "validTo" },
  },
  {
    name: "a member not yet valid",
    arrange: { kind: "membership", fromDays: 1, toDays: 300 },
    expected: { admitted: false, code: "MEMBERSHIP_NOT_YET_VALID", about: "validFrom" },
  },
  {
    name: "a cancelled member",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, status: "CANCELLED" },
    expected: { admitted: false, code: "MEMBERSHIP_CANCELLED", about: "validTo" },
  },
  {
    name: "a member once a day, used today",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, earlier: { minutesAgo: 60, entrance: "North door" } },
    membershipAdmission: "ONCE_A_DAY",
    expected: { admitted: false, code: "MEMBERSHIP_ALREADY_USED_TODAY", about: "firstCheckedInAt", entrance: "North door" },
  },
  {
    name: "a member at every visit, in earlier today",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, earlier: { minutesAgo: 60, entrance: "North door" } },
    membershipAdmission: "EVERY_VISIT",
    expected: { admitted: true },
  },
  {
    name: "a member with a booking for now, where only booked members come in",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, booking: { slotStartsIn: -10 } },
    walkInMembers: "NOT_ALLOWED",
    expected: { admitted: true },
  },
  {
    name: "a member whose booked slot opens later today",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, booking: { slotStartsIn: 120 } },
    expected: { admitted: false, code: "TICKET_SLOT_NOT_OPEN", about: "opensAt" },
  },
  {
    name: "a member whose booking was let in already",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, booking: { slotStartsIn: -10 }, earlier: { minutesAgo: 5, entrance: "North door" } },
    membershipAdmission: "EVERY_VISIT",
    expected: { admitted: false, code: "ALREADY_CHECKED_IN", about: "firstCheckedInAt", entrance: "North door" },
  },
  {
    name: "an expired member with a booking",
    arrange: { kind: "membership", fromDays: -300, toDays: -1, booking: { slotStartsIn: -10 } },
    expected: { admitted: false, code: "MEMBERSHIP_EXPIRED", about: "validTo" },
  },
  {
    name: "a member without a booking, where only booked members come in",
    arrange: { kind: "membership", fromDays: -30, toDays: 300 },
    walkInMembers: "NOT_ALLOWED",
    expected: { admitted: false, code: "MEMBERSHIP_NOT_BOOKED" },
  },
  {
    name: "a member without a booking, when no slot running now has a member's place",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, runningNow: "nothing" },
    walkInMembers: "WHEN_ROOM",
    expected: { admitted: false, code: "MEMBERSHIP_NOT_BOOKED" },
    // Only the server can book a place now.
    phone: { admitted: false, code: "NEEDS_CONNECTION" },
  },
  {
    name: "a member without a booking, who takes a place in the slot running now",
    arrange: { kind: "membership", fromDays: -30, toDays: 300, runningNow: "a slot with a members' ticket" },
    walkInMembers: "WHEN_ROOM",
    expected: { admitted: true },
    phone: { admitted: false, code: "NEEDS_CONNECTION" },
  },
  { name: "another museum's ticket code", arrange: { kind: "ticket", slotStartsIn: -10 }, code: "another museum's", expected: { admitted: false, code: "INVALID_CODE" } },
  { name: "another museum's membership code", arrange: { kind: "membership", fromDays: -30, toDays: 300 }, code: "another museum's", expected: { admitted: false, code: "INVALID_CODE" } },
  { name: "a forged ticket code", arrange: { kind: "ticket", slotStartsIn: -10 }, code: "forged", expected: { admitted: false, code: "INVALID_CODE" } },
  { name: "a forged membership code", arrange: { kind: "membership", fromDays: -30, toDays: 300 }, code: "forged", expected: { admitted: false, code: "INVALID_CODE" } },
];

export const minutes = (count: number) => count * MINUTE;
