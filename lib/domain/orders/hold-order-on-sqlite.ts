import { randomUUID } from "node:crypto";
import type { Statement } from "better-sqlite3";
import { db, sqliteTimestamp, withSqliteConnection, type SqliteConnection } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { auditJson } from "@/lib/domain/audit/audit-change";
import { slotRoom, ticketTypeRoom } from "@/lib/domain/capacity/room-sql";
import { ClaimRefused, retryFullClaims, type CapacityClaim } from "@/lib/domain/reservations/claim-capacity";
import { subscribedEndpointIds, webhookDeliveryRows } from "@/lib/domain/webhook-events/emit-webhook-event";
import { museumSubscribes } from "@/lib/domain/webhook-events/webhook-subscribers";
import { assertMemberPlaces, memberPlacesSql, type MemberCard } from "./member-lines";
import { groupColumns, type OrderRecord } from "@/lib/domain/order-records/order-record";

// SQLite: an order's hold in one synchronous transaction on the direct connection (lib/db/client.ts),
// as the hold batcher stores single holds (docs/performance.md). Through Prisma the same work is a
// dozen awaited statements, each a turn on the one connection every request shares; here it is one
// turn. The steps are those of withClaimedCapacity and createOrder: each claim's conditional UPDATEs
// (slot, then ticket type; a claim that does not fit rolls everything back), the order, its lines, the
// members' places of its cards (member-lines.ts), its audit entry, and the order.created outbox rows (docs/webhooks.md, "Events"). A held order is a 15-minute hold, the kind of write the direct connection is for.

const claimSlot = (forGroup: boolean) => `UPDATE "TimeSlot" SET "activeHoldCount" = "activeHoldCount" + @units
  WHERE "id" = @id AND ${slotRoom("TimeSlot", { sqlite: true, forGroup })} >= @units`;
const CLAIM_TYPE = `UPDATE "TicketType" SET "activeHoldCount" = "activeHoldCount" + @units
  WHERE "id" = @id AND ${ticketTypeRoom("TicketType")} >= @units`;
const INSERT_ORDER = `INSERT INTO "Order" ("id", "number", "museumId", "timeSlotId", "customerId", "email", "language", "status", "total", "currency",
  "createdAt", "expiresAt", "apiKeyId", "userId", "paymentMethod", "groupName", "groupLeaderName", "groupSize", "updatedAt")
  VALUES (@id, @number, @museumId, @timeSlotId, @customerId, @email, @language, 'HELD', @total, @currency, @createdAt, @expiresAt, @apiKeyId, @userId, @paymentMethod,
    @groupName, @groupLeaderName, @groupSize, @createdAt)`;
// The lines travel as one JSON parameter, [[id, position, ticketTypeId, quantity, unitPrice, currency, membershipId], …].
const INSERT_LINES = `INSERT INTO "OrderLine" ("id", "orderId", "position", "ticketTypeId", "quantity", "unitPrice", "currency", "membershipId")
  SELECT "value" ->> 0, @orderId, "value" ->> 1, "value" ->> 2, "value" ->> 3, "value" ->> 4, "value" ->> 5, "value" ->> 6 FROM json_each(@lines)`;
const INSERT_AUDIT = `INSERT INTO "AuditEntry" ("museumId", "at", "userId", "apiKeyId", "entity", "entityId", "action", "after")
  VALUES (@museumId, @at, @userId, @apiKeyId, 'order', @entityId, 'create', @after)`;

const INSERT_WEBHOOK = `INSERT INTO "WebhookDelivery" ("messageId", "museumId", "endpointId", "type", "subject", "payload", "nextAttemptAt", "createdAt", "updatedAt")
  VALUES (@messageId, @museumId, @endpointId, @type, @subject, @payload, @at, @at, @at)`;

type Statements = Record<"claimSlot" | "claimGroupSlot" | "claimType" | "order" | "lines" | "memberPlaces" | "audit" | "webhook", Statement>;
const prepared = new WeakMap<SqliteConnection, Statements>();

function statementsOn(connection: SqliteConnection): Statements {
  let statements = prepared.get(connection);
  if (!statements) {
    statements = {
      claimSlot: connection.prepare(claimSlot(false)),
      claimGroupSlot: connection.prepare(claimSlot(true)),
      claimType: connection.prepare(CLAIM_TYPE),
      order: connection.prepare(INSERT_ORDER),
      lines: connection.prepare(INSERT_LINES),
      memberPlaces: connection.prepare(memberPlacesSql((position) => `@p${position}`)),
      audit: connection.prepare(INSERT_AUDIT),
      webhook: connection.prepare(INSERT_WEBHOOK),
    };
    prepared.set(connection, statements);
  }
  return statements;
}

/** Takes every claim and stores `order` (status HELD, no tickets) with its entry, or nothing; refusals as retryFullClaims answers them. */
export async function holdOrderOnSqlite(actor: Actor, claims: CapacityClaim[], order: OrderRecord, cards: MemberCard[]): Promise<void> {
  const createdAt = sqliteTimestamp(order.createdAt);
  const row = {
    id: order.id,
    number: order.number,
    museumId: actor.museumId,
    timeSlotId: order.timeSlotId,
    customerId: order.customerId,
    email: order.email,
    language: order.language,
    total: order.total,
    currency: order.currency,
    createdAt,
    expiresAt: sqliteTimestamp(order.expiresAt),
    apiKeyId: actor.apiKeyId ?? null,
    userId: actor.userId ?? null,
    paymentMethod: order.paymentMethod,
    ...groupColumns(order),
  };
  const lines = JSON.stringify(order.lines.map((line, position) => [randomUUID(), position, line.ticketTypeId, line.quantity, line.unitPrice, line.currency, line.membershipId]));
  const audit = { museumId: actor.museumId, at: createdAt, userId: row.userId, apiKeyId: row.apiKeyId, entityId: order.id, after: auditJson(order) };
  // The subscribers are read before the synchronous transaction, which cannot await Prisma; the
  // per-process set spares the read when none subscribes (webhook-subscribers.ts).
  const endpointIds = (await museumSubscribes(actor.museumId, "order.created")) ? await subscribedEndpointIds(db(), actor.museumId, "order.created") : [];
  const deliveries = webhookDeliveryRows(actor.museumId, endpointIds, { type: "order.created", subject: order.id, data: order }, order.createdAt).map((delivery) => ({ ...delivery, at: createdAt }));
  await retryFullClaims(() =>
    withSqliteConnection((connection) => {
      const statements = statementsOn(connection);
      const store = connection.transaction(() => {
        for (const claim of claims) {
          const units = claim.units ?? 1;
          if (claim.timeSlotId && (claim.forGroup ? statements.claimGroupSlot : statements.claimSlot).run({ id: claim.timeSlotId, units }).changes === 0) throw new ClaimRefused("TIME_SLOT_FULL", claim);
          if (statements.claimType.run({ id: claim.ticketTypeId, units }).changes === 0) throw new ClaimRefused("TICKET_TYPE_SOLD_OUT", claim);
        }
        statements.order.run(row);
        statements.lines.run({ orderId: order.id, lines });
        // The write lock, taken first, keeps every other order out until this one ends (member-lines.ts).
        for (const card of cards) assertMemberPlaces(card, statements.memberPlaces.get({ p1: card.membershipId, p2: order.timeSlotId, p3: createdAt }) as { members: number; guests: number });
        statements.audit.run(audit);
        for (const delivery of deliveries) statements.webhook.run(delivery);
      });
      // IMMEDIATE: the write lock is taken before the first counter is read.
      store.immediate();
    }),
  );
}
