import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { calendarDay } from "../zoned-days";
import { museumId } from "./shared-inputs";

// The visits report (docs/reports.md) for an assistant: "how many visitors came last Sunday?".

const VISIT_REPORT = gql(`query VisitReport($museumId: ID!, $from: String!, $to: String!, $groupBy: VisitReportGrouping) {
  museum(id: $museumId) { visitReport(from: $from, to: $to, groupBy: $groupBy) { rows { day timeSlotId ticketTypeId channel apiKeyId currency ticketsSold ticketsVoided revenue admitted } } }
}`);

const reportInput = z.object({
  museumId,
  from: calendarDay.describe("The first day (YYYY-MM-DD), in the museum's calendar."),
  to: calendarDay.describe("The last day, included; at most 400 days after from."),
  groupBy: z.enum(["DAY", "TIME_SLOT", "TICKET_TYPE", "CHANNEL"]).optional().describe("One row per day (default), time slot, ticket type, or sales channel (each API key, staff)."),
});

const rowOutput = z.object({
  day: z.string().nullable(),
  timeSlotId: z.string().nullable(),
  ticketTypeId: z.string().nullable(),
  channel: z.string().nullable().describe("With CHANNEL: API_KEY (a web shop or kiosk), STAFF or UNKNOWN."),
  apiKeyId: z.string().nullable().describe("With CHANNEL: the API key of an API_KEY row."),
  currency: z.string(),
  ticketsSold: z.number().int(),
  ticketsVoided: z.number().int(),
  revenue: z.number().int().describe("Minor units (cents) of currency, of the tickets still valid."),
  admitted: z.number().int().describe("Admissions of these tickets at the door."),
});

/** "API key 1f…", "staff" or "unknown seller" for a CHANNEL row; nothing for other groupings. */
function channelName(row: { channel: string | null; apiKeyId: string | null }): string | undefined {
  if (row.channel === "API_KEY") return `API key ${row.apiKeyId}`;
  if (row.channel === "STAFF") return "staff";
  return row.channel === "UNKNOWN" ? "unknown seller" : undefined;
}

export const visitsReport: ToolDefinition<typeof reportInput> = {
  name: "visits_report",
  title: "Visitors and sales for some days",
  description:
    "Tickets sold and voided, revenue and visitors admitted for a range of days, per day, time slot or ticket type. Each ticket counts on " +
    "its time slot's day in the slot's location's time zone. Members admitted with a card are not counted here (see list_check_ins).",
  input: reportInput,
  output: { rows: z.array(rowOutput), totals: z.object({ ticketsSold: z.number().int(), admitted: z.number().int() }) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, from, to, groupBy }, context) {
    const data = await graphql(context, VISIT_REPORT, { museumId, from, to, groupBy });
    const rows = answered(answered(data.museum).visitReport).rows;
    const totals = rows.reduce((sum, row) => ({ ticketsSold: sum.ticketsSold + row.ticketsSold, admitted: sum.admitted + row.admitted }), { ticketsSold: 0, admitted: 0 });
    const lines = rows.map((row) => `- ${row.day ?? row.timeSlotId ?? row.ticketTypeId ?? channelName(row) ?? "no slot"}: ${row.ticketsSold} sold, ${row.ticketsVoided} voided, ${row.admitted} admitted, ${moneyInWords(row.revenue, row.currency)}`);
    return { summary: [`${from} to ${to}: ${totals.ticketsSold} tickets sold, ${totals.admitted} visitors admitted with a ticket.`, ...lines].join("\n"), data: { rows, totals } };
  },
};
