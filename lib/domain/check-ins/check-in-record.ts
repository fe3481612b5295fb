import type { checkInKinds } from "@/lib/domain/shared/check-in-kinds";

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
  /** Where the door reads this admission's times: the slot's location, else the ticket type's, else the museum's zone. */
  timeZone: string;
}

const zoneOfPlace = { select: { timezone: true } } as const;

export const checkInSelect = {
  id: true,
  kind: true,
  checkedInAt: true,
  entrance: true,
  ticketId: true,
  membershipId: true,
  museum: { select: { timezone: true } },
  ticket: {
    select: {
      customer: { select: { name: true } },
      ticketType: { select: { name: true, location: zoneOfPlace } },
      timeSlot: { select: { id: true, startsAt: true, endsAt: true, location: zoneOfPlace } },
    },
  },
  membership: { select: { name: true, customer: { select: { name: true } } } },
} as const;

interface CheckInRow {
  id: string;
  kind: string;
  checkedInAt: Date;
  entrance: string | null;
  ticketId: string | null;
  membershipId: string | null;
  museum: { timezone: string };
  ticket: {
    customer: { name: string } | null;
    ticketType: { name: string; location: { timezone: string } | null };
    timeSlot: { id: string; startsAt: Date; endsAt: Date; location: { timezone: string } | null } | null;
  } | null;
  membership: { name: string; customer: { name: string } } | null;
}

export function toCheckInRecord({ ticket, membership, museum, ...row }: CheckInRow): CheckInRecord {
  const slot = ticket?.timeSlot ?? null;
  return {
    ...row,
    kind: row.kind === "TICKET" ? "TICKET" : "MEMBERSHIP",
    visitorName: ticket ? (ticket.customer?.name ?? null) : (membership?.customer.name ?? null),
    admits: ticket?.ticketType.name ?? membership?.name ?? "",
    timeSlot: slot ? { id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt } : null,
    timeZone: slot?.location?.timezone ?? ticket?.ticketType.location?.timezone ?? museum.timezone,
  };
}
