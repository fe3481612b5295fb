import { membershipQrData } from "@/lib/qr/qr-code-data";

export const membershipStatuses = ["ACTIVE", "CANCELLED"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

// The public shape of a membership.
export interface MembershipRecord {
  id: string;
  customerId: string;
  name: string;
  validFrom: Date;
  validTo: Date;
  status: MembershipStatus;
  autoRenew: boolean;
  guestsPerVisit: number;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The signed content of the membership's QR code (a full address), for the door scanner. */
  qrData: string;
}

export const membershipSelect = {
  id: true,
  museumId: true,
  customerId: true,
  name: true,
  validFrom: true,
  validTo: true,
  status: true,
  autoRenew: true,
  guestsPerVisit: true,
  cancelledAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

type MembershipRow = Omit<MembershipRecord, "status" | "qrData"> & { status: string; museumId: string };

/** The status column is text (portable across databases); only the schemas below ever write it. */
export function toMembershipRecord({ museumId, ...row }: MembershipRow): MembershipRecord {
  return { ...row, status: row.status as MembershipStatus, qrData: membershipQrData({ id: row.id, museumId }) };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    membership: MembershipRecord;
  }
}
