import { z } from "zod";
import { customerFieldTypes } from "@/lib/domain/customer-fields/customer-field-record";
import { createCustomerFieldInput, updateCustomerFieldInput } from "@/lib/domain/customer-fields/customer-field-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/customer-fields and /v1/customer-fields/{id} (lib/http/endpoint-contract.ts).

const customerFieldSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  type: z.enum(customerFieldTypes),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const customerFieldContracts = crudContracts({
  tag: "Customer fields",
  noun: "customer field",
  record: customerFieldSchema,
  create: createCustomerFieldInput,
  update: updateCustomerFieldInput,
  paging: DEFAULT_PAGING,
  notes: {
    create: "A custom field customers can carry under customFields.<key>. key is lower snake case and unique in the museum (ALREADY_EXISTS).",
    update: "type cannot change once any customer has a value for the field (FIELD_TYPE_LOCKED).",
    delete: "Deletes every customer's value for the field too.",
  },
  errors: { create: ["ALREADY_EXISTS"], update: ["ALREADY_EXISTS", "FIELD_TYPE_LOCKED"] },
});
