import { customFieldValueSelect, readCustomFields, type CustomFields } from "./custom-field-values";

// The public shape of a customer, with its custom field values as one object keyed by field key.
export interface CustomerRecord {
  id: string;
  name: string;
  email: string | null;
  memberNumber: string | null;
  language: string;
  customFields: CustomFields;
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
  createdAt: true,
  updatedAt: true,
} as const;

type CustomerRow = Omit<CustomerRecord, "customFields"> & { fieldValues: Parameters<typeof readCustomFields>[0] };

export function toCustomerRecord({ fieldValues, ...customer }: CustomerRow): CustomerRecord {
  return { ...customer, customFields: readCustomFields(fieldValues) };
}
