import { z } from "zod";

// Building blocks of what the services answer, as the answer leaves a door (JSON), shared by the
// operation catalog (lib/domain/operations) and the /v1 contracts.

export const timestamp = z.iso.datetime().describe("ISO 8601 with milliseconds and Z");

/** A page of a list (docs/api.md, "Lists"): how many match in all, and one page of them. */
export const pageOf = <Record extends z.ZodType>(record: Record) =>
  z.object({ total: z.int().describe("How many records match in all; the list is one page of them."), list: z.array(record) });

/** A sum kept per currency, since a museum may sell in more than one. */
export const moneyPerCurrency = z
  .array(z.object({ currency: z.string().describe("ISO 4217."), amount: z.int().describe("In minor units (cents).") }))
  .describe("One entry per currency.");
