import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { customFieldRows } from "./custom-field-values";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "./customer-record";
import type { CreateCustomerInput } from "./customer-schemas";
import { assertMemberNumberFree } from "./member-number";

export async function createCustomer({ actor, input }: { actor: Actor; input: CreateCustomerInput }): Promise<CustomerRecord> {
  return auditedCreate(actor, "customer", async (tx) => {
    const { customFields, ...fields } = input;
    await assertMemberNumberFree(tx, actor, fields.memberNumber);
    const { rows } = await customFieldRows(tx, actor, customFields ?? {});
    // Without a language of their own, a new customer gets the museum's default (docs/dashboard.md, "Languages").
    const language = fields.language ?? (await tx.museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { defaultLanguage: true } })).defaultLanguage;
    const row = await tx.customer.create({
      data: { ...fields, language, museumId: actor.museumId, fieldValues: { create: rows } },
      select: customerSelect,
    });
    return toCustomerRecord(row);
  }, "customer.created");
}
