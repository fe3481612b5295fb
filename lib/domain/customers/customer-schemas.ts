import { z } from "zod";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { languageCode, listQuery, nameInput, patchOf } from "@/lib/domain/shared/input-schemas";
import { customFieldsInput } from "./custom-field-values";

// Emails are kept in lower case, so the direct `email` lookup is an exact, indexed match on both
// databases and still ignores the case a caller typed.
export const emailInput = z.email().max(254).transform((email) => email.toLowerCase());

const customerFields = {
  name: nameInput.describe("The visitor's or member's name, e.g. Ada Lovelace."),
  email: emailInput.nullable().describe("Their email address (kept in lower case); null for none."),
  memberNumber: z.string().trim().min(1).max(64).nullable().describe("Their member number, unique in the museum (ALREADY_EXISTS otherwise); null for none."),
  language: languageCode.describe("The language their emails are written in, e.g. de (default: the museum's)."),
  customFields: customFieldsInput.describe(
    "Values by the museum's customer field keys; each must match the field's type (text, number, date as ISO 8601, true/false, a list as an array of texts). " +
      "On a change only the keys named change, and null clears one.",
  ),
};

export const createCustomerInput = patchOf(customerFields).required({ name: true });
/** customFields in a PATCH replaces the keys it names and leaves the others; a null value clears one. */
export const updateCustomerInput = patchOf(customerFields);

/** Direct lookups (docs/api.md, "Lists"): strongly consistent, unlike filters. */
export const customerListQuery = listQuery.extend({
  "member-number": z.string().trim().min(1).max(64).optional(),
  email: emailInput.optional(),
});

/** A customer as every door answers it. */
export const customerAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable().describe("Stored in lower case"),
  memberNumber: z.string().nullable(),
  language: z.string(),
  customFields: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
    .describe("Values by custom field key; dates as ISO 8601 strings, list fields as arrays of strings"),
  erasedAt: timestamp.nullable().describe("When the customer's personal data was erased on request (POST /v1/customers/{id}/erase); null otherwise"),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export type CreateCustomerInput = z.output<typeof createCustomerInput>;
export type UpdateCustomerInput = z.output<typeof updateCustomerInput>;
export type CustomerListQuery = z.output<typeof customerListQuery>;

const count = (what: string) => z.number().int().describe(what);

/** What an erasure on request removed, counted per kind (docs/operations.md, "Erasure on request"). */
export const erasureSummarySchema = z.object({
  customerId: z.uuid(),
  erasedAt: timestamp,
  customFieldValues: count("Custom field values deleted"),
  memberships: count("Memberships cancelled, so their QR codes no longer admit"),
  orders: count("Orders whose email was removed"),
  emails: count("Outbox emails whose address, content and QR data were removed"),
  emailAttempts: count("Delivery attempts whose error text was removed"),
  webhookDeliveries: count("Webhook deliveries whose payload was replaced by an erased marker"),
  auditEntries: count("Audit entries whose values were nulled (ids and field names kept)"),
  idempotencyRecords: count("Stored Idempotency-Key answers deleted"),
  savedFilters: count("Saved filters whose conditions or name held the person's data, now without it"),
}).describe("What an erasure removed, counted per kind; an erasure of a customer already erased counts zeros.");
