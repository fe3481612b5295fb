import { z } from "zod";
import { languageCode, listQuery, nameInput, patchOf } from "@/lib/domain/shared/input-schemas";
import { customFieldsInput } from "./custom-field-values";

// Emails are kept in lower case, so the direct `email` lookup is an exact, indexed match on both
// databases and still ignores the case a caller typed.
export const emailInput = z.email().max(254).transform((email) => email.toLowerCase());

const customerFields = {
  name: nameInput,
  email: emailInput.nullable(),
  memberNumber: z.string().trim().min(1).max(64).nullable(),
  language: languageCode,
  customFields: customFieldsInput,
};

export const createCustomerInput = patchOf(customerFields).required({ name: true });
/** customFields in a PATCH replaces the keys it names and leaves the others; a null value clears one. */
export const updateCustomerInput = patchOf(customerFields);

/** Direct lookups (docs/api.md, "Lists"): strongly consistent, unlike filters. */
export const customerListQuery = listQuery.extend({
  "member-number": z.string().trim().min(1).max(64).optional(),
  email: emailInput.optional(),
});

export type CreateCustomerInput = z.output<typeof createCustomerInput>;
export type UpdateCustomerInput = z.output<typeof updateCustomerInput>;
export type CustomerListQuery = z.output<typeof customerListQuery>;
