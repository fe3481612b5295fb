// The public shape of a location, as every door returns it.
export interface LocationRecord {
  id: string;
  name: string;
  timezone: string;
  /** Doors open this many minutes before a slot at this location starts. */
  earlyEntryMinutes: number;
  /** How many visitors may be inside at once (docs/admission.md, "Who is inside now"); null: no limit. */
  maxOccupancy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const locationSelect = { id: true, name: true, timezone: true, earlyEntryMinutes: true, maxOccupancy: true, createdAt: true, updatedAt: true } as const;

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    location: LocationRecord;
  }
}
