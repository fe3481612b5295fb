// The public shape of an event, as every door returns it.
export interface EventRecord {
  id: string;
  locationId: string | null;
  name: string;
  description: string;
  startsAt: Date | null;
  endsAt: Date | null;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const eventSelect = {
  id: true,
  locationId: true,
  name: true,
  description: true,
  startsAt: true,
  endsAt: true,
  published: true,
  createdAt: true,
  updatedAt: true,
} as const;

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    event: EventRecord;
  }
}
