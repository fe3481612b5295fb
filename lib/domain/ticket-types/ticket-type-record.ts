import type { Tx } from "@/lib/db/client";
import { ticketTypeAvailability } from "@/lib/domain/capacity/availability";
import type { TicketReentry } from "./ticket-type-schemas";

export interface TicketTypeTranslation {
  language: string;
  name: string;
  description: string;
}

// The public shape of a ticket type: every field of docs/api.md, "Ticket types", with availableQuantity and soldOut
// computed live from the counters, plus the event, location, currency and timestamps.
export interface TicketTypeRecord {
  id: string;
  eventId: string;
  locationId: string | null;
  name: string;
  description: string;
  price: number;
  currency: string;
  masterLanguage: string;
  translations: TicketTypeTranslation[];
  maxQuantity: number;
  availableQuantity: number;
  soldOut: boolean;
  addOn: boolean;
  published: boolean;
  /** Whether a ticket is admitted again after an exit on the day of its first admission (docs/admission.md, "Who is inside now"). */
  reentry: TicketReentry;
  /** The member's own place, booked with their card (docs/orders.md, "Members book a slot"). */
  memberTicket: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const ticketTypeSelect = {
  id: true,
  eventId: true,
  locationId: true,
  name: true,
  description: true,
  price: true,
  currency: true,
  masterLanguage: true,
  translations: { select: { language: true, name: true, description: true }, orderBy: { language: "asc" as const } },
  maxQuantity: true,
  activeHoldCount: true,
  soldCount: true,
  addOn: true,
  published: true,
  reentry: true,
  memberTicket: true,
  createdAt: true,
  updatedAt: true,
} as const;

type TicketTypeRow = Omit<TicketTypeRecord, "availableQuantity" | "soldOut" | "reentry"> & { activeHoldCount: number; soldCount: number; reentry: string | null };

export async function toTicketTypeRecords(rows: TicketTypeRow[], tx?: Tx): Promise<TicketTypeRecord[]> {
  const availability = await ticketTypeAvailability(rows, new Date(), tx);
  return rows.map(({ activeHoldCount: _held, soldCount: _sold, reentry, ...type }) => {
    const { availableQuantity, soldOut } = availability.get(type.id)!;
    return { ...type, reentry: reentry === "SAME_DAY" ? "SAME_DAY" : "NONE", availableQuantity, soldOut };
  });
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    ticketType: TicketTypeRecord;
  }
}
