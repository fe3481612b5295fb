import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { dbOr, inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { AppError } from "@/lib/errors/app-error";
import { checkWebhookUrl, urlPolicyFromEnv } from "./url-safety";
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from "./webhook-endpoint-schemas";
import { forgetWebhookSubscribers } from "@/lib/domain/webhook-events/webhook-subscribers";
import { toWebhookEndpointRecord, webhookEndpointSelect, type WebhookEndpointRecord } from "./webhook-endpoint-record";

// The services of /v1/webhook-endpoints (docs/webhooks.md, "Endpoints"). A secret is answered by
// create and rotate only; the audit trail records the endpoint without it (docs/audit.md).

/** How long a rotated-out secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/** A Standard Webhooks secret: whsec_ and the base64 of 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export type WebhookEndpointWithSecret = WebhookEndpointRecord & { secret: string };

export async function getWebhookEndpoint({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<WebhookEndpointRecord> {
  const row = await dbOr(tx).webhookEndpoint.findFirst({ where: { id, museumId: actor.museumId }, select: webhookEndpointSelect });
  if (!row) throw new AppError("WEBHOOK_ENDPOINT_NOT_FOUND");
  return toWebhookEndpointRecord(row);
}

export async function listWebhookEndpoints({ actor, paging }: { actor: Actor; paging: Paging }): Promise<ListResult<WebhookEndpointRecord>> {
  const where = { museumId: actor.museumId };
  return pagedList(paging, db().webhookEndpoint.count({ where }), async (page) =>
    (await db().webhookEndpoint.findMany({ where, select: webhookEndpointSelect, ...page })).map(toWebhookEndpointRecord),
  );
}

export async function createWebhookEndpoint({ actor, input }: { actor: Actor; input: CreateWebhookEndpointInput }): Promise<WebhookEndpointWithSecret> {
  await checkWebhookUrl(input.url, urlPolicyFromEnv());
  const secret = newSecret();
  const created = await inTransaction(undefined, async (tx) => {
    const row = await tx.webhookEndpoint.create({
      data: { museumId: actor.museumId, url: input.url, events: JSON.stringify(input.events), description: input.description ?? "", secret },
      select: webhookEndpointSelect,
    });
    const record = toWebhookEndpointRecord(row);
    await recordChanges(tx, actor, [{ entity: "webhookEndpoint", entityId: record.id, action: "create", after: record }]);
    return record;
  });
  forgetWebhookSubscribers();
  return { ...created, secret };
}

export async function updateWebhookEndpoint({ actor, id, input }: { actor: Actor; id: string; input: UpdateWebhookEndpointInput }): Promise<WebhookEndpointRecord> {
  if (input.url !== undefined) await checkWebhookUrl(input.url, urlPolicyFromEnv());
  const updated = await inTransaction(undefined, async (tx) => {
    const before = await getWebhookEndpoint({ actor, id, tx });
    const { events, ...fields } = input;
    const turnedOn = input.enabled === true && !before.enabled;
    await tx.webhookEndpoint.update({ where: { id }, data: { ...fields, ...(events ? { events: JSON.stringify(events) } : {}), ...(turnedOn ? { disabledAt: null } : {}) } });
    // What waited while it was off goes now, not after the long wait its last failure had earned.
    // Each with a fresh retry window, so a receiver still warming up is not judged on one try.
    if (turnedOn) await tx.webhookDelivery.updateMany({ where: { endpointId: id, status: "QUEUED" }, data: { nextAttemptAt: new Date(), retryFrom: new Date(), attempts: 0 } });
    const after = await getWebhookEndpoint({ actor, id, tx });
    await recordChanges(tx, actor, [{ entity: "webhookEndpoint", entityId: id, action: "update", before, after }]);
    return after;
  });
  forgetWebhookSubscribers();
  return updated;
}

/** Deletes the endpoint and its deliveries, sent or not. */
export async function deleteWebhookEndpoint({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await inTransaction(undefined, async (tx) => {
    const before = await getWebhookEndpoint({ actor, id, tx });
    await tx.webhookEndpoint.delete({ where: { id } });
    await recordChanges(tx, actor, [{ entity: "webhookEndpoint", entityId: id, action: "delete", before }]);
  });
  forgetWebhookSubscribers();
}

/** A new secret, answered once; the current one keeps signing beside it for PREVIOUS_SECRET_HOURS. */
export async function rotateWebhookSecret({ actor, id }: { actor: Actor; id: string }): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  const record = await inTransaction(undefined, async (tx) => {
    const current = await tx.webhookEndpoint.findFirst({ where: { id, museumId: actor.museumId }, select: { secret: true } });
    if (!current) throw new AppError("WEBHOOK_ENDPOINT_NOT_FOUND");
    const previousSecretExpiresAt = new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3_600_000);
    await tx.webhookEndpoint.update({ where: { id }, data: { secret, previousSecret: current.secret, previousSecretExpiresAt } });
    const after = await getWebhookEndpoint({ actor, id, tx });
    await recordChanges(tx, actor, [{ entity: "webhookEndpoint", entityId: id, action: "rotate", after: { previousSecretExpiresAt } }]);
    return after;
  });
  return { ...record, secret };
}
