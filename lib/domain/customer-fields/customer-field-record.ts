export const customerFieldTypes = ["string", "number", "date", "boolean", "list"] as const;
export type CustomerFieldType = (typeof customerFieldTypes)[number];

// The public shape of a custom customer field definition.
export interface CustomerFieldRecord {
  id: string;
  key: string;
  label: string;
  type: CustomerFieldType;
  createdAt: Date;
  updatedAt: Date;
}

export const customerFieldSelect = { id: true, key: true, label: true, type: true, createdAt: true, updatedAt: true } as const;

/** The type column is text (portable across databases); only the schemas below ever write it. */
export function toCustomerFieldRecord(row: Omit<CustomerFieldRecord, "type"> & { type: string }): CustomerFieldRecord {
  return { ...row, type: row.type as CustomerFieldType };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    customerField: CustomerFieldRecord;
  }
}
