import { databaseProvider, withSqliteConnection, type Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { scrubSavedFilters } from "./erase-saved-filters";
import { erasedAuditJson, mentionsAny, personalFieldsOf } from "./erased-values";
import { personsOrdersWhere } from "./persons-orders";
import type { CustomerRecord } from "./customer-record";

// Erasure on request (GDPR Art. 17, docs/operations.md "Erasure on request"): the customer's name,
// email, member number, custom field values and QR data leave every table in one transaction. The
// customer row keeps its id, since tickets, orders and check-ins point at it and the figures count them.

export const ERASED_CUSTOMER_NAME = "Erased customer";
const ERASED_TEXT = "(erased)";
const erasedWebhookPayload = JSON.stringify({ erased: true });

export interface ErasureSummary {
  customerId: string;
  erasedAt: Date;
  customFieldValues: number;
  memberships: number;
  orders: number;
  emails: number;
  emailAttempts: number;
  webhookDeliveries: number;
  auditEntries: number;
  idempotencyRecords: number;
  savedFilters: number;
}

/**
 * Erases the customer `id` of the actor's museum; a second erasure finds nothing left and counts zeros.
 * The retention round erases former members whose memberships have all ended (docs/operations.md,
 * "Visitors' details"): `endedMemberships` leaves those memberships' status as it is.
 */
export async function eraseCustomer({ actor, id, endedMemberships = false }: { actor: Actor; id: string; endedMemberships?: boolean }): Promise<ErasureSummary> {
  const summary = await eraseInTransaction(actor, id, endedMemberships);
  // The write-ahead log still holds the pages as they were before; copying it into the database file
  // and truncating it leaves the old bytes nowhere.
  if (databaseProvider() === "sqlite") await withSqliteConnection((connection) => connection.pragma("wal_checkpoint(TRUNCATE)"));
  return summary;
}

function eraseInTransaction(actor: Actor, id: string, endedMemberships: boolean): Promise<ErasureSummary> {
  return inTransaction(undefined, async (tx) => {
    const customer = orNotFound(await tx.customer.findFirst({ where: { id, museumId: actor.museumId } }), "customer");
    const erasedAt = customer.erasedAt ?? new Date();
    const museumId = actor.museumId;
    const memberships = await tx.membership.findMany({ where: { museumId, customerId: id }, select: { id: true } });
    // Its orders include those placed with its email address without a customer link (persons-orders.ts).
    const orders = await tx.order.findMany({ where: personsOrdersWhere(museumId, customer), select: { id: true, email: true, groupLeaderName: true } });
    const tickets = await tx.ticket.findMany({ where: { museumId, customerId: id }, select: { id: true } });
    const membershipIds = memberships.map((row) => row.id);
    const orderIds = orders.map((row) => row.id);
    const emails = [customer.email, ...orders.map((row) => row.email)].filter((email): email is string => Boolean(email));
    // A group visit's leader is named on the order (docs/orders.md, "Group visits"), and leaves with it.
    const leaderNames = orders.flatMap((row) => (row.groupLeaderName === null ? [] : [row.groupLeaderName]));
    const personalTexts = customer.erasedAt ? [] : [...(await personalValues(tx, customer, emails)), ...leaderNames];

    const customFieldValues = (await tx.customerFieldValue.deleteMany({ where: { customerId: id } })).count;
    await tx.customer.update({ where: { id }, data: { name: ERASED_CUSTOMER_NAME, email: null, memberNumber: null, erasedAt } });
    // Check-in refuses a cancelled membership (docs/api.md, "Check-in"), so its QR code no longer admits.
    const cancelled = endedMemberships
      ? { count: 0 }
      : await tx.membership.updateMany({ where: { id: { in: membershipIds }, status: { not: "CANCELLED" } }, data: { status: "CANCELLED", cancelledAt: erasedAt } });
    const erasedOrders = await tx.order.updateMany({
      where: { id: { in: orderIds }, OR: [{ email: { not: null } }, { groupLeaderName: { not: null } }] },
      data: { email: null, groupLeaderName: null, personalDataRemovedAt: erasedAt },
    });
    const { emailCount, attemptCount } = await scrubEmails(tx, museumId, membershipIds, orderIds, emails);
    const webhookDeliveries = await scrubWebhookDeliveries(tx, museumId, personalTexts);
    const ownIds = [id, ...membershipIds, ...orderIds, ...tickets.map((row) => row.id)];
    const auditEntries = await scrubAuditEntries(tx, museumId, ownIds, personalTexts);
    const idempotencyRecords = await deleteStoredAnswers(tx, museumId, personalTexts);
    const savedFilters = await scrubSavedFilters(tx, museumId, personalTexts);
    const summary: ErasureSummary = {
      customerId: id,
      erasedAt,
      customFieldValues,
      memberships: cancelled.count,
      orders: erasedOrders.count,
      emails: emailCount,
      emailAttempts: attemptCount,
      webhookDeliveries,
      auditEntries,
      idempotencyRecords,
      savedFilters,
    };
    if (!customer.erasedAt) await recordChanges(tx, actor, [{ entity: "customer", entityId: id, action: "erase", after: summary }]);
    return summary;
  });
}

/** The name, email and member number the customer has now and had before (its audit entries say), and its orders' emails. */
async function personalValues(tx: Tx, customer: { id: string; name: string; email: string | null; memberNumber: string | null }, orderEmails: string[]) {
  const history = await tx.auditEntry.findMany({ where: { entity: "customer", entityId: customer.id }, select: { before: true, after: true } });
  const earlier = history.flatMap((entry) => [entry.before, entry.after]).flatMap((json) => personalFieldsOf(json));
  const values = [customer.name, customer.email, customer.memberNumber, ...orderEmails, ...earlier];
  return [...new Set(values.filter((value): value is string => typeof value === "string" && value !== ""))];
}

async function scrubEmails(tx: Tx, museumId: string, membershipIds: string[], orderIds: string[], addresses: string[]) {
  const rows = await tx.emailOutbox.findMany({
    where: { museumId, to: { not: ERASED_TEXT }, OR: [{ membershipId: { in: membershipIds } }, { orderId: { in: orderIds } }, { to: { in: addresses } }] },
    select: { id: true },
  });
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { emailCount: 0, attemptCount: 0 };
  // A queued email has nobody left to go to.
  await tx.emailOutbox.updateMany({ where: { id: { in: ids }, status: "QUEUED" }, data: { status: "FAILED" } });
  await tx.emailOutbox.updateMany({
    where: { id: { in: ids } },
    data: { to: ERASED_TEXT, subject: ERASED_TEXT, html: "", text: "", qrData: null, ticketCodes: null, lastError: null },
  });
  const attempts = await tx.emailAttempt.updateMany({ where: { emailId: { in: ids }, error: { not: null } }, data: { error: null } });
  return { emailCount: ids.length, attemptCount: attempts.count };
}

async function scrubWebhookDeliveries(tx: Tx, museumId: string, personalTexts: string[]): Promise<number> {
  if (personalTexts.length === 0) return 0;
  const rows = await tx.webhookDelivery.findMany({ where: { museumId, OR: mentionsAny("payload", personalTexts) }, select: { id: true } });
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.webhookDelivery.updateMany({ where: { id: { in: ids } }, data: { payload: erasedWebhookPayload, lastResponse: null, lastError: null } });
  await tx.webhookAttempt.updateMany({ where: { deliveryId: { in: ids } }, data: { response: null, error: null } });
  return ids.length;
}

async function scrubAuditEntries(tx: Tx, museumId: string, ownIds: string[], personalTexts: string[]): Promise<number> {
  const mentions = personalTexts.length === 0 ? [] : [...mentionsAny("before", personalTexts), ...mentionsAny("after", personalTexts)];
  const rows = await tx.auditEntry.findMany({
    where: { museumId, action: { not: "erase" }, OR: [{ entityId: { in: ownIds } }, ...mentions] },
    select: { id: true, before: true, after: true },
  });
  let changed = 0;
  for (const row of rows) {
    const before = erasedAuditJson(row.before);
    const after = erasedAuditJson(row.after);
    if (before === row.before && after === row.after) continue;
    await tx.auditEntry.update({ where: { id: row.id }, data: { before, after } });
    changed += 1;
  }
  return changed;
}

async function deleteStoredAnswers(tx: Tx, museumId: string, personalTexts: string[]): Promise<number> {
  if (personalTexts.length === 0) return 0;
  return (await tx.idempotencyRecord.deleteMany({ where: { museumId, OR: mentionsAny("responseBody", personalTexts) } })).count;
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    customer: CustomerRecord | ErasureSummary;
  }
}
