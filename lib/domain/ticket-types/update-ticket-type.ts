import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { ticketTypeAvailability } from "@/lib/domain/capacity/availability";
import { assertCapacityCoversUsage } from "@/lib/domain/shared/capacity-covers-usage";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { getTicketType } from "./get-ticket-type";
import { assertMemberTicketFree } from "./member-ticket";
import type { TicketTypeRecord } from "./ticket-type-record";
import type { UpdateTicketTypeInput } from "./ticket-type-schemas";

/** A partial update; `translations`, when given, replaces the whole set. */
export async function updateTicketType({ actor, id, input }: { actor: Actor; id: string; input: UpdateTicketTypeInput }): Promise<TicketTypeRecord> {
  return auditedUpdate(actor, { entity: "ticketType", id, read: (tx) => getTicketType({ actor, id, tx }) }, async (tx) => {
    await assertReference(tx, actor, "event", input.eventId);
    await assertReference(tx, actor, "location", input.locationId);
    const { translations, ...fields } = input;
    // Write first, then check: the update locks the row, so no hold can slip in between the check
    // and the commit; a maxQuantity below what is held and sold rolls the whole change back.
    const { price, memberTicket } = await tx.ticketType.update({ where: { id }, data: fields, select: { price: true, memberTicket: true } });
    assertMemberTicketFree({ price, memberTicket });
    if (translations) {
      await tx.ticketTypeTranslation.deleteMany({ where: { ticketTypeId: id } });
      await tx.ticketTypeTranslation.createMany({ data: translations.map((translation) => ({ ...translation, ticketTypeId: id })) });
    }
    if (input.maxQuantity !== undefined) {
      const counters = await tx.ticketType.findUniqueOrThrow({
        where: { id },
        select: { id: true, maxQuantity: true, activeHoldCount: true, soldCount: true },
      });
      const { heldQuantity, soldQuantity } = (await ticketTypeAvailability([counters], new Date(), tx)).get(id)!;
      assertCapacityCoversUsage({ field: "maxQuantity", capacity: counters.maxQuantity, held: heldQuantity, sold: soldQuantity });
    }
  });
}
