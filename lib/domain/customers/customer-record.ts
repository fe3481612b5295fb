import { customFieldValueSelect, readCustomFields, type CustomFields } from "./custom-field-values";

// The public shape of a customer, with its custom field values as one object keyed by field key.
export interface CustomerRecord {
  id: string;
  name: string;
  email: string | null;
  memberNumber: string | null;
  language: string;
  customFields: CustomFields;
  /** Set once the customer's personal data was erased on request (docs/operations.md, "Erasure on request"). */
  erasedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const customerSelect = {
  id: true,
  name: true,
  email: true,
  memberNumber: true,
  language: true,
  fieldValues: { select: customFieldValueSelect },
  erasedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

type CustomerRow = Omit<CustomerRecord, "customFields"> & { fieldValues: Parameters<typeof readCustomFields>[0] };

export function toCustomerRecord({ fieldValues, ...customer }: CustomerRow): CustomerRecord {
  return { ...customer, customFields: readCustomFields(fieldValues) };
}
