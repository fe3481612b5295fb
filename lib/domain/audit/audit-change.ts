import type { DbOrTx, Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import type { WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";
import type { AuditAction, AuditEntity } from "./audit-entities";
import type { AuditedRecords } from "./audited-records";

// The audit trail: every change staff or an API key make is written as an AuditEntry in the same
// transaction as the change, so an entry exists exactly when its change committed (docs/audit.md).
// `before` and `after` are the records the API returns for the entity, so secrets (key hashes,
// tokens) never reach the trail: the API never returns them either.

/** A change to a record of kind `Entity`: before and after hold that kind's fields (audited-records.ts). */
export interface AuditChange<Entity extends AuditEntity = AuditEntity> {
  entity: Entity;
  entityId: string;
  action: AuditAction;
  before?: Partial<AuditedRecords[Entity]>;
  after?: Partial<AuditedRecords[Entity]>;
}

// A membership's qrData is a signed pass to the door: the trail keeps what the membership is, not its pass.
// Exported for the statements that write entries without Prisma (hold-order-on-sqlite.ts).
const unrecordedFields = new Set(["qrData"]);
export const auditJson = (record: unknown): string | null =>
  record === undefined || record === null ? null : JSON.stringify(record, (field, value: unknown) => (unrecordedFields.has(field) ? undefined : value));

/** Writes the entries for `changes`, made by `actor`, in the caller's transaction. */
export async function recordChanges<Entity extends AuditEntity>(tx: DbOrTx, actor: Actor, changes: AuditChange<Entity>[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.auditEntry.createMany({
    data: changes.map((change) => ({
      museumId: actor.museumId,
      userId: actor.userId ?? null,
      apiKeyId: actor.apiKeyId ?? null,
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      before: auditJson(change.before),
      after: auditJson(change.after),
    })),
  });
}

/**
 * Creates a record and its entry in one transaction; with `webhook`, also the webhook event carrying
 * the record as created (docs/webhooks.md, "Events").
 */
export async function auditedCreate<Entity extends AuditEntity, R extends AuditedRecords[Entity] & { id: string }>(
  actor: Actor,
  entity: Entity,
  create: (tx: Tx) => Promise<R>,
  webhook?: WebhookEventType,
): Promise<R> {
  return inTransaction(undefined, async (tx) => {
    const created = await create(tx);
    await recordChanges(tx, actor, [{ entity, entityId: created.id, action: "create", after: created }]);
    if (webhook) await emitWebhookEvents(tx, actor, [{ type: webhook, subject: created.id, data: created }]);
    return created;
  });
}

interface ExistingRecordChange<Entity extends AuditEntity, R extends AuditedRecords[Entity]> {
  entity: Entity;
  id: string;
  /** Reads the record as the API shows it, or throws NOT_FOUND (another museum's reads as missing). */
  read: (tx: Tx) => Promise<R>;
}

/** Which webhook event an update is, if any, judged from the record before and after it. */
type UpdateWebhook<R> = WebhookEventType | ((before: R, after: R) => WebhookEventType | null);

/**
 * Reads the record, changes it, reads it again, and writes the entry, all in one transaction; with
 * `webhook`, also the event carrying the record after the change. An update that writes nothing
 * (voiding a voided ticket, closing a closed slot) leaves the record as it was, even its updatedAt, so
 * it has no entry and sends no event (docs/audit.md, docs/webhooks.md).
 */
export async function auditedUpdate<Entity extends AuditEntity, R extends AuditedRecords[Entity]>(
  actor: Actor,
  target: ExistingRecordChange<Entity, R>,
  update: (tx: Tx, before: R) => Promise<unknown>,
  webhook?: UpdateWebhook<R>,
): Promise<R> {
  return inTransaction(undefined, async (tx) => {
    const before = await target.read(tx);
    await update(tx, before);
    const after = await target.read(tx);
    if (auditJson(before) === auditJson(after)) return after;
    await recordChanges(tx, actor, [{ entity: target.entity, entityId: target.id, action: "update", before, after }]);
    const type = typeof webhook === "function" ? webhook(before, after) : webhook;
    if (type) await emitWebhookEvents(tx, actor, [{ type, subject: target.id, data: after }]);
    return after;
  });
}

/** Reads the record, removes it and writes the entry with what it was, in one transaction. */
export async function auditedDelete<Entity extends AuditEntity, R extends AuditedRecords[Entity]>(
  actor: Actor,
  target: ExistingRecordChange<Entity, R>,
  remove: (tx: Tx, before: R) => Promise<unknown>,
): Promise<void> {
  await inTransaction(undefined, async (tx) => {
    const before = await target.read(tx);
    await remove(tx, before);
    await recordChanges(tx, actor, [{ entity: target.entity, entityId: target.id, action: "delete", before }]);
  });
}
