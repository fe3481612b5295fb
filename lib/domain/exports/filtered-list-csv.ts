import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { Actor } from "@/lib/domain/actor";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "@/lib/domain/customers/customer-record";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { csvLine } from "./csv-text";

// Every customer or membership a filter matches, as CSV (docs/dashboard.md, "Export as CSV"): the
// same filter and order as the lists, read from the database a batch at a time while the answer is
// sent, so a museum's whole list never sits in memory.

export const exportableLists = ["customers", "memberships"] as const;
export type ExportableList = (typeof exportableLists)[number];

const BATCH = 500;

interface ListExport {
  header: string[];
  /** One batch of lines from `offset`; fewer than BATCH rows means the last. */
  lines(offset: number): Promise<{ text: string; rows: number }>;
}

/** Checks the filter (INVALID_FILTER before anything is sent), then streams the matching rows. */
export async function filteredListCsv({ actor, list, filter }: { actor: Actor; list: ExportableList; filter?: string }): Promise<ReadableStream<Uint8Array>> {
  const source = list === "customers" ? await customerExport(actor, filter) : await membershipExport(actor, filter);
  const encoder = new TextEncoder();
  let offset = 0;
  let finished = false;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(source.header)));
    },
    async pull(controller) {
      if (finished) return controller.close();
      const batch = await source.lines(offset);
      offset += batch.rows;
      finished = batch.rows < BATCH;
      if (batch.text) controller.enqueue(encoder.encode(batch.text));
      if (finished) controller.close();
    },
  });
}

async function customerExport(actor: Actor, filter: string | undefined): Promise<ListExport> {
  const where = await scopedWhere("CUSTOMER", filter, actor);
  const customFields = await db().customerField.findMany({ where: { museumId: actor.museumId }, select: { key: true, label: true }, orderBy: stableOrder });
  const custom = (customer: CustomerRecord) => customFields.map(({ key }) => listText(customer.customFields[key]));
  return {
    header: ["id", "name", "email", "memberNumber", "language", ...customFields.map((field) => field.label), "memberships", "createdAt"],
    async lines(offset) {
      const rows = await db().customer.findMany({
        where,
        select: { ...customerSelect, memberships: { select: { name: true }, orderBy: stableOrder } },
        orderBy: stableOrder,
        skip: offset,
        take: BATCH,
      });
      const text = rows
        .map((row) => {
          const customer = toCustomerRecord(row);
          const memberships = row.memberships.map((membership) => membership.name).join("; ");
          return csvLine([customer.id, customer.name, customer.email, customer.memberNumber, customer.language, ...custom(customer), memberships, customer.createdAt]);
        })
        .join("");
      return { text, rows: rows.length };
    },
  };
}

async function membershipExport(actor: Actor, filter: string | undefined): Promise<ListExport> {
  const where = await scopedWhere("MEMBERSHIP", filter, actor);
  return {
    header: ["id", "name", "memberName", "memberEmail", "memberNumber", "validFrom", "validTo", "status", "autoRenew", "cancelledAt", "customerId", "createdAt"],
    async lines(offset) {
      const rows = await db().membership.findMany({
        where,
        select: {
          id: true,
          name: true,
          validFrom: true,
          validTo: true,
          status: true,
          autoRenew: true,
          cancelledAt: true,
          customerId: true,
          createdAt: true,
          customer: { select: { name: true, email: true, memberNumber: true } },
        },
        orderBy: stableOrder,
        skip: offset,
        take: BATCH,
      });
      const text = rows
        .map((row) =>
          csvLine([row.id, row.name, row.customer.name, row.customer.email, row.customer.memberNumber, row.validFrom, row.validTo, row.status, row.autoRenew, row.cancelledAt, row.customerId, row.createdAt]),
        )
        .join("");
      return { text, rows: rows.length };
    },
  };
}

/** A list custom field's items in one cell. */
function listText(value: unknown): unknown {
  return Array.isArray(value) ? value.join("; ") : value;
}
