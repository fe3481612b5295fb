import { randomUUID } from "node:crypto";
import { databaseProvider, db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { withClaimedCapacity, type CapacityClaim } from "@/lib/domain/reservations/claim-capacity";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { AppError } from "@/lib/errors/app-error";
import { holdOrderOnSqlite } from "./hold-order-on-sqlite";
import { assertMemberPlaces, memberPlacesSql, readMemberLines, type MemberCard } from "./member-lines";
import { newOrderNumber, orderNumberTaken } from "./order-number";
import { groupColumns, type OrderRecord } from "@/lib/domain/order-records/order-record";
import type { PaymentMethod } from "@/lib/domain/order-records/order-record";
import { ORDER_LIMITS, type CreateOrderInput } from "./order-schemas";

interface PricedLine {
  position: number;
  ticketTypeId: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  membershipId: string | null;
}

/** Where a refusal points: the line of the request (from 0) that could not be held. */
const lineDetails = (line: { position: number; ticketTypeId: string; quantity: number }) => ({
  line: line.position,
  ticketTypeId: line.ticketTypeId,
  quantity: line.quantity,
});

/**
 * Holds every line of the order for ORDER_LIMITS.holdMinutes, or nothing (docs/orders.md). A line
 * that cannot be held is answered with the code a reservation would get, the line in `details`; a
 * ticket type not on sale has no room (room-sql.ts), so it is refused TICKET_TYPE_NOT_ON_SALE there.
 * Nothing is read back: the answer is the order as it was stored. `paymentMethod` is given only by a
 * sale at the front desk (docs/orders.md, "Selling at the desk").
 */
export async function createOrder({
  actor,
  input,
  paymentMethod,
}: {
  actor: Actor;
  input: CreateOrderInput;
  paymentMethod?: PaymentMethod;
}): Promise<OrderRecord> {
  const [{ lines, cards }, language] = await Promise.all([priceLines(actor, input), orderLanguage(actor, input)]);
  assertGroupSize(input);
  const currency = lines[0]!.currency;
  const mixed = lines.find((line) => line.currency !== currency);
  if (mixed) throw new AppError("ORDER_MIXED_CURRENCIES", undefined, lineDetails(mixed));
  const createdAt = new Date();
  const order: OrderRecord = {
    id: randomUUID(),
    number: newOrderNumber(),
    status: "HELD",
    timeSlotId: input.timeSlotId ?? null,
    customerId: input.customerId ?? null,
    email: input.email ?? null,
    language,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ORDER_LIMITS.holdMinutes * 60_000),
    confirmedAt: null,
    paymentMethod: paymentMethod ?? null,
    personalDataRemovedAt: null,
    lines: lines.map(({ ticketTypeId, quantity, unitPrice, currency: lineCurrency, membershipId }) => ({ ticketTypeId, quantity, unitPrice, currency: lineCurrency, membershipId })),
    total: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    currency,
    tickets: [],
    group: input.group ? { name: input.group.name, leaderName: input.group.leaderName ?? null, size: input.group.size } : null,
    groupQrData: null,
  };
  // Ticket types in id order: the order every writer locks them in (lib/domain/capacity/capacity-counters.ts).
  const claims: CapacityClaim[] = [...lines]
    .sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : a.ticketTypeId > b.ticketTypeId ? 1 : a.position - b.position))
    .map((line) => ({ ticketTypeId: line.ticketTypeId, timeSlotId: order.timeSlotId, units: line.quantity, details: lineDetails(line), forGroup: input.group !== undefined }));
  // A random number already given in the museum is refused by the unique index; the hold is tried
  // again whole with another (one chance in hundreds of millions per order of a small museum).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await holdOrder(actor, claims, order, lines, cards);
      return order;
    } catch (error) {
      if (attempt >= 5 || !orderNumberTaken(error)) throw error;
      order.number = newOrderNumber();
    }
  }
}

async function holdOrder(actor: Actor, claims: CapacityClaim[], order: OrderRecord, lines: PricedLine[], cards: MemberCard[]): Promise<void> {
  if (databaseProvider() === "sqlite") return holdOrderOnSqlite(actor, claims, order, cards);
  await withClaimedCapacity(claims, "activeHoldCount", async (tx) => {
    const { id, number, status, timeSlotId, customerId, email, language, createdAt, expiresAt, total, currency } = order;
    await tx.order.create({
      data: {
        id, number, museumId: actor.museumId, status, timeSlotId, customerId, email, language, createdAt, expiresAt, total, currency,
        paymentMethod: order.paymentMethod, ...groupColumns(order), apiKeyId: actor.apiKeyId ?? null, userId: actor.userId ?? null, lines: { createMany: { data: lines } },
      },
      select: { id: true },
    });
    // The slot's counter row, claimed above, makes every other order for the slot wait until this one
    // ends, so the count sees each earlier booking (member-lines.ts).
    for (const card of cards) {
      const [taken] = await tx.$queryRawUnsafe<{ members: bigint; guests: bigint }[]>(memberPlacesSql((position) => `$${position}`), card.membershipId, timeSlotId, createdAt);
      assertMemberPlaces(card, taken!);
    }
    await recordChanges(tx, actor, [{ entity: "order", entityId: id, action: "create", after: order }]);
    await emitWebhookEvents(tx, actor, [{ type: "order.created", subject: id, data: order }]);
  });
}

/** A group visit's people are its tickets: the lines must add up to the group's size (docs/orders.md, "Group visits"). */
function assertGroupSize(input: CreateOrderInput): void {
  if (!input.group) return;
  const tickets = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  if (tickets !== input.group.size) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "group.size", message: `The group is ${input.group.size}, but the lines add up to ${tickets} tickets: make them the same.` }]);
  }
}

/**
 * Each line with its ticket type's price and its member's card, after checking the types and slot
 * belong together in the museum and the cards admit on the day of the visit (member-lines.ts).
 */
async function priceLines(actor: Actor, input: CreateOrderInput): Promise<{ lines: PricedLine[]; cards: MemberCard[] }> {
  const ids = [...new Set(input.lines.map((line) => line.ticketTypeId))];
  const [ticketTypes, timeSlot] = await Promise.all([
    db().ticketType.findMany({ where: { id: { in: ids }, museumId: actor.museumId }, select: { id: true, locationId: true, price: true, currency: true, memberTicket: true } }),
    input.timeSlotId ? db().timeSlot.findFirst({ where: { id: input.timeSlotId, museumId: actor.museumId }, select: { locationId: true, startsAt: true } }) : null,
  ]);
  const byId = new Map(ticketTypes.map((type) => [type.id, type]));
  const priced = input.lines.map((line, position) => {
    const type = byId.get(line.ticketTypeId);
    const details = lineDetails({ ...line, position });
    if (!type) throw new AppError("TICKET_TYPE_NOT_FOUND", undefined, details);
    // The slot must share the ticket type's location, as for a reservation (docs/api.md, "Reservations").
    if (input.timeSlotId && (!timeSlot || timeSlot.locationId !== type.locationId)) throw new AppError("TIME_SLOT_NOT_EXIST", undefined, details);
    return { position, ticketTypeId: line.ticketTypeId, quantity: line.quantity, unitPrice: type.price, currency: type.currency };
  });
  const { membershipIds, cards } = await readMemberLines(actor, input, (ticketTypeId) => byId.get(ticketTypeId)?.memberTicket ?? false, timeSlot?.startsAt ?? null);
  return { lines: priced.map((line, position) => ({ ...line, membershipId: membershipIds[position] ?? null })), cards };
}

/**
 * The language of the order's ticket email when the caller named none: its customer's, else the
 * museum's default (docs/orders.md, "Ticket delivery"). Read only when needed.
 */
async function orderLanguage(actor: Actor, input: CreateOrderInput): Promise<string> {
  await assertReference(db(), actor, "customer", input.customerId);
  if (input.language) return input.language;
  const customer = input.customerId ? await db().customer.findFirst({ where: { id: input.customerId, museumId: actor.museumId }, select: { language: true } }) : null;
  if (customer) return customer.language;
  const museum = await db().museum.findUnique({ where: { id: actor.museumId }, select: { defaultLanguage: true } });
  return museum?.defaultLanguage ?? "en";
}
