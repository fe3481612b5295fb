import { ticketQrData } from "@/lib/qr/qr-code-data";

// The public shape of a ticket, as every door returns it.
export interface TicketRecord {
  id: string;
  ticketTypeId: string;
  timeSlotId: string | null;
  reservationId: string | null;
  /** The order it was sold in; null for a ticket made from a reservation or directly. */
  orderId: string | null;
  customerId: string | null;
  status: string;
  price: number;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  /** The signed content of the ticket's QR code (a full address), for the door. */
  qrData: string;
}

export const ticketSelect = {
  id: true,
  ticketTypeId: true,
  timeSlotId: true,
  reservationId: true,
  orderId: true,
  customerId: true,
  status: true,
  price: true,
  currency: true,
  createdAt: true,
  updatedAt: true,
} as const;

type TicketRow = Omit<TicketRecord, "qrData">;

/** A stored ticket as the doors return it, with its code signed for its museum. */
export function toTicketRecord(row: TicketRow, museumId: string): TicketRecord {
  return { ...row, qrData: ticketQrData({ id: row.id, museumId }) };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    ticket: TicketRecord;
  }
}
