import type { checkInKinds } from "./check-in-schemas";

// The public shape of a check-in: what the door person compares with the visitor.
export interface CheckInRecord {
  id: string;
  kind: (typeof checkInKinds)[number];
  checkedInAt: Date;
  entrance: string | null;
  ticketId: string | null;
  membershipId: string | null;
  visitorName: string | null;
  admits: string;
  timeSlot: { id: string; startsAt: Date; endsAt: Date } | null;
}

export const checkInSelect = {
  id: true,
  kind: true,
  checkedInAt: true,
  entrance: true,
  ticketId: true,
  membershipId: true,
  ticket: { select: { customer: { select: { name: true } }, ticketType: { select: { name: true } }, timeSlot: { select: { id: true, startsAt: true, endsAt: true } } } },
  membership: { select: { name: true, customer: { select: { name: true } } } },
} as const;

interface CheckInRow {
  id: string;
  kind: string;
  checkedInAt: Date;
  entrance: string | null;
  ticketId: string | null;
  membershipId: string | null;
  ticket: { customer: { name: string } | null; ticketType: { name: string }; timeSlot: { id: string; startsAt: Date; endsAt: Date } | null } | null;
  membership: { name: string; customer: { name: string } } | null;
}

export function toCheckInRecord({ ticket, membership, ...row }: CheckInRow): CheckInRecord {
  return {
    ...row,
    kind: row.kind === "TICKET" ? "TICKET" : "MEMBERSHIP",
    visitorName: ticket ? (ticket.customer?.name ?? null) : (membership?.customer.name ?? null),
    admits: ticket?.ticketType.name ?? membership?.name ?? "",
    timeSlot: ticket?.timeSlot ?? null,
  };
}
