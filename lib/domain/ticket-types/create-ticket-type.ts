import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { getTicketType } from "./get-ticket-type";
import { assertMemberTicketFree } from "./member-ticket";
import type { TicketTypeRecord } from "./ticket-type-record";
import type { CreateTicketTypeInput } from "./ticket-type-schemas";

export async function createTicketType({ actor, input }: { actor: Actor; input: CreateTicketTypeInput }): Promise<TicketTypeRecord> {
  assertMemberTicketFree(input);
  return auditedCreate(actor, "ticketType", async (tx) => {
    await assertReference(tx, actor, "event", input.eventId);
    await assertReference(tx, actor, "location", input.locationId);
    const { translations, currency, ...fields } = input;
    const museum = await tx.museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { defaultCurrency: true } });
    const { id } = await tx.ticketType.create({
      data: {
        ...fields,
        currency: currency ?? museum.defaultCurrency,
        museumId: actor.museumId,
        translations: { create: translations ?? [] },
      },
      select: { id: true },
    });
    return getTicketType({ actor, id, tx });
  });
}
