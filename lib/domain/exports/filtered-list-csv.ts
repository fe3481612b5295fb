import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { Actor } from "@/lib/domain/actor";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "@/lib/domain/customers/customer-record";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { csvLine } from "./csv-text";
import { BYTE_ORDER_MARK, dayText, instantText, numberText, type SpreadsheetDialect } from "./spreadsheet-dialect";

// Every customer or membership a filter matches, as CSV (docs/dashboard.md, "Export as CSV"): the
// same filter and order as the lists, read from the database a batch at a time while the answer is
// sent, so a museum's whole list never sits in memory. Written for a spreadsheet in the page's language
// (spreadsheet-dialect.ts): its headers, separator and words, times on the museum's clock.

export const exportableLists = ["customers", "memberships"] as const;
export type ExportableList = (typeof exportableLists)[number];

const BATCH = 500;

interface ListExport {
  header: string[];
  /** One batch of lines from `offset`; fewer than BATCH rows means the last. */
  lines(offset: number): Promise<{ text: string; rows: number }>;
}

/** The words of a list's CSV (lib/i18n FilteredList.csv): its headers, a membership's status, yes and no. */
export type ListCsvWord =
  | "id"
  | "name"
  | "email"
  | "memberNumber"
  | "language"
  | "memberships"
  | "createdAt"
  | "membership"
  | "memberName"
  | "memberEmail"
  | "validFrom"
  | "validTo"
  | "status"
  | "autoRenew"
  | "cancelledAt"
  | "customerId"
  | "active"
  | "cancelled"
  | "yes"
  | "no";

/** How the cells are written for the page's language (lib/dashboard/spreadsheets). */
export interface ListCsvLanguage {
  dialect: SpreadsheetDialect;
  words: (word: ListCsvWord) => string;
  /** The note after a time's header of the clock it is on, e.g. " (Central European Time)". */
  clock: (timeZone: string) => string;
  /** A visitor's language (a code such as "en") named in the page's language. */
  languageName: (code: string) => string;
}

interface Writing extends ListCsvLanguage {
  timeZone: string;
}

/** Checks the filter (INVALID_FILTER before anything is sent), then streams the matching rows. */
export async function filteredListCsv({ actor, list, filter, language }: { actor: Actor; list: ExportableList; filter?: string; language: ListCsvLanguage }): Promise<ReadableStream<Uint8Array>> {
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  const writing: Writing = { ...language, timeZone: museum.timezone };
  const source = list === "customers" ? await customerExport(actor, filter, writing) : await membershipExport(actor, filter, writing);
  const encoder = new TextEncoder();
  let offset = 0;
  let finished = false;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(source.header, writing.dialect.separator)));
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

async function customerExport(actor: Actor, filter: string | undefined, { dialect, words, timeZone, clock, languageName }: Writing): Promise<ListExport> {
  const where = await scopedWhere("CUSTOMER", filter, actor);
  const customFields = await db().customerField.findMany({ where: { museumId: actor.museumId }, select: { key: true, label: true, type: true }, orderBy: stableOrder });
  const custom = (customer: CustomerRecord) => customFields.map(({ key, type }) => customFieldText(type, customer.customFields[key], dialect, words));
  return {
    header: [
      words("id"),
      words("name"),
      words("email"),
      words("memberNumber"),
      words("language"),
      ...customFields.map((field) => field.label),
      words("memberships"),
      `${words("createdAt")}${clock(timeZone)}`,
    ],
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
          return csvLine(
            [customer.id, customer.name, customer.email, customer.memberNumber, languageName(customer.language), ...custom(customer), memberships, instantText(customer.createdAt, timeZone, dialect)],
            dialect.separator,
          );
        })
        .join("");
      return { text, rows: rows.length };
    },
  };
}

async function membershipExport(actor: Actor, filter: string | undefined, { dialect, words, timeZone, clock }: Writing): Promise<ListExport> {
  const time = (instant: Date | null) => (instant ? instantText(instant, timeZone, dialect) : null);
  const where = await scopedWhere("MEMBERSHIP", filter, actor);
  return {
    header: [
      words("id"),
      words("membership"),
      words("memberName"),
      words("memberEmail"),
      words("memberNumber"),
      `${words("validFrom")}${clock(timeZone)}`,
      `${words("validTo")}${clock(timeZone)}`,
      words("status"),
      words("autoRenew"),
      `${words("cancelledAt")}${clock(timeZone)}`,
      words("customerId"),
      `${words("createdAt")}${clock(timeZone)}`,
    ],
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
          csvLine(
            [
              row.id,
              row.name,
              row.customer.name,
              row.customer.email,
              row.customer.memberNumber,
              time(row.validFrom),
              time(row.validTo),
              row.status === "CANCELLED" ? words("cancelled") : words("active"),
              row.autoRenew ? words("yes") : words("no"),
              time(row.cancelledAt),
              row.customerId,
              time(row.createdAt),
            ],
            dialect.separator,
          ),
        )
        .join("");
      return { text, rows: rows.length };
    },
  };
}

/**
 * A custom field's value as the page's spreadsheet reads it: yes and no in its words, a day and a
 * number in its format (so they come in as a date and a number), a list's items in one cell.
 */
function customFieldText(type: string, value: unknown, dialect: SpreadsheetDialect, words: (word: ListCsvWord) => string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return words(value ? "yes" : "no");
  if (type === "date") return dayText((value instanceof Date ? value.toISOString() : String(value)).slice(0, 10), dialect);
  if (typeof value === "number") return numberText(value, dialect);
  return Array.isArray(value) ? value.join("; ") : value;
}
