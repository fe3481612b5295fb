export type ReservationStatus = "ACTIVE" | "CONVERTED" | "CANCELLED" | "EXPIRED";

// The public shape of a ticket reservation, as every door returns it.
export interface ReservationRecord {
  id: string;
  status: ReservationStatus;
  ticketTypeId: string;
  timeSlotId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export const reservationSelect = {
  id: true,
  status: true,
  ticketTypeId: true,
  timeSlotId: true,
  createdAt: true,
  expiresAt: true,
} as const;

/**
 * A hold past its expiresAt no longer holds anything, whether or not a sweep has marked it yet, so it
 * reads as EXPIRED from that moment.
 */
export function toReservationRecord(row: Omit<ReservationRecord, "status"> & { status: string }, now = new Date()): ReservationRecord {
  const status = row.status === "ACTIVE" && row.expiresAt <= now ? "EXPIRED" : (row.status as ReservationStatus);
  return { ...row, status };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    ticketReservation: ReservationRecord | { status: ReservationStatus; ticketId: string };
  }
}
