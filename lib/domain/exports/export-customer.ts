import type { Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { checkInSelect, toCheckInRecord, type CheckInRecord } from "@/lib/domain/check-ins/check-in-record";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "@/lib/domain/memberships/membership-record";
import { orderSelect, toOrderRecord, type OrderRecord } from "@/lib/domain/order-records/order-record";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { ticketSelect, toTicketRecord, type TicketRecord } from "@/lib/domain/tickets/ticket-record";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "@/lib/domain/customers/customer-record";
import { personsOrdersWhere } from "@/lib/domain/customers/persons-orders";

// An access request (GDPR Art. 15 and 20; docs/operations.md, "Access requests"): everything Foyer holds
// about one customer of the actor's museum, in one JSON document. Only the person's own records are in
// it: their orders are the ones linked to them and the ones placed with their email address without a
// customer link; an order with their address but linked to another customer is that customer's. Who on
// the staff changed a record is the staff's data, so audit entries carry what changed, not who did it.

export const PERSON_EXPORT_FORMAT = "foyer.person-export.v1";

export interface ExportedEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  language: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
  /** The email's content while it is kept (docs/operations.md, "Retention"); null once removed. */
  text: string | null;
  html: string | null;
}

export interface ExportedAuditEntry {
  at: Date;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface PersonExport {
  format: typeof PERSON_EXPORT_FORMAT;
  exportedAt: Date;
  museum: { id: string; name: string };
  customer: CustomerRecord;
  memberships: MembershipRecord[];
  orders: OrderRecord[];
  tickets: TicketRecord[];
  checkIns: CheckInRecord[];
  emails: ExportedEmail[];
  auditEntries: ExportedAuditEntry[];
}

const parsed = (stored: string | null): unknown => (stored === null ? null : JSON.parse(stored));

/** The document for customer `id`; another museum's customer is NOT_FOUND like a missing one. The export itself is audited. */
export async function exportCustomer({ actor, id }: { actor: Actor; id: string }): Promise<PersonExport> {
  return inTransaction(undefined, async (tx) => {
    const document = await collect(tx, actor.museumId, id);
    await recordChanges(tx, actor, [{ entity: "customer", entityId: id, action: "export" }]);
    return document;
  });
}

async function collect(tx: Tx, museumId: string, id: string): Promise<PersonExport> {
  const row = orNotFound(await tx.customer.findFirst({ where: { id, museumId }, select: { ...customerSelect, museum: { select: { id: true, name: true } } } }), "customer");
  const { museum, ...customerRow } = row;
  const customer = toCustomerRecord(customerRow);
  const memberships = (await tx.membership.findMany({ where: { museumId, customerId: id }, select: membershipSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(toMembershipRecord);
  const orders = (await tx.order.findMany({ where: personsOrdersWhere(museumId, customer), select: orderSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((order) => toOrderRecord(order));
  const orderIds = orders.map((order) => order.id);
  const membershipIds = memberships.map((membership) => membership.id);
  const tickets = (
    // A ticket of their order handed to another customer is that customer's (and its check-in names them).
    await tx.ticket.findMany({ where: { museumId, OR: [{ customerId: id }, { orderId: { in: orderIds }, customerId: null }] }, select: ticketSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })
  ).map((ticket) => toTicketRecord(ticket, museumId));
  const ticketIds = tickets.map((ticket) => ticket.id);
  const checkIns = (
    await tx.checkIn.findMany({
      where: { museumId, OR: [{ ticketId: { in: ticketIds } }, { membershipId: { in: membershipIds } }] },
      select: checkInSelect,
      orderBy: [{ checkedInAt: "asc" }, { id: "asc" }],
    })
  ).map(toCheckInRecord);
  // An email to their address for another customer's order or membership is that customer's.
  const toThem = customer.email ? [{ to: customer.email, orderId: null, membershipId: null }] : [];
  const emails = await tx.emailOutbox.findMany({
    where: { museumId, OR: [{ membershipId: { in: membershipIds } }, { orderId: { in: orderIds } }, ...toThem] },
    select: { id: true, kind: true, to: true, subject: true, language: true, status: true, createdAt: true, sentAt: true, text: true, html: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const auditEntries = await tx.auditEntry.findMany({
    where: { museumId, entityId: { in: [id, ...membershipIds, ...orderIds, ...ticketIds, ...emails.map((email) => email.id)] } },
    select: { at: true, entity: true, entityId: true, action: true, before: true, after: true },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  return {
    format: PERSON_EXPORT_FORMAT,
    exportedAt: new Date(),
    museum,
    customer,
    memberships,
    orders,
    tickets,
    checkIns,
    emails: emails.map((email) => ({ ...email, text: email.text || null, html: email.html || null })),
    auditEntries: auditEntries.map((entry) => ({ ...entry, before: parsed(entry.before), after: parsed(entry.after) })),
  };
}
