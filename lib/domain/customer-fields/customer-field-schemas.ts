import { z } from "zod";
import { nameInput, patchOf } from "@/lib/domain/shared/input-schemas";
import { customerFieldTypes } from "./customer-field-record";

const customerFieldFields = {
  key: z
    .string()
    .max(64)
    .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, "Expected lower snake case starting with a letter, e.g. favourite_artist"),
  label: nameInput,
  type: z.enum(customerFieldTypes),
};

export const createCustomerFieldInput = z.strictObject(customerFieldFields);
export const updateCustomerFieldInput = patchOf(customerFieldFields);

export type CreateCustomerFieldInput = z.output<typeof createCustomerFieldInput>;
export type UpdateCustomerFieldInput = z.output<typeof updateCustomerFieldInput>;
