import { z } from "zod";
import { updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { recordZones } from "@/lib/domain/locations/record-zones";
import { defineOperation, lookUp } from "@/lib/domain/operations/operation";
import { moneyPerCurrency } from "@/lib/domain/shared/answer-schemas";
import { amountsInWords } from "@/lib/domain/shared/money-words";
import { calendarDayInput, startOfDay } from "@/lib/domain/shared/zoned-day";
import { salesSummary } from "./sales-summary";
import { MAX_SUMMARY_DAYS } from "./sales-schemas";

// The sales summary in the operation catalog (docs/mcp.md, "Tools"): what a museum sold over some
// calendar days, asked as a person asks it ("last week", in the museum's days), where GraphQL's
// salesSummary takes the instants the days begin and end.

const DAY_MS = 86_400_000;

const salesSummaryAnswer = z.object({
  from: z.string().describe("The instant the first day starts (UTC)."),
  to: z.string().describe("The instant after the last day ends (UTC)."),
  timeZone: z.string().describe("The IANA time zone of the days."),
  ticketsSold: z.int(),
  revenue: moneyPerCurrency,
  days: z.array(z.object({ date: z.string().describe("YYYY-MM-DD."), ticketsSold: z.int(), revenue: moneyPerCurrency })).describe("Days with at least one sale, oldest first."),
  ticketTypes: z.array(z.object({ ticketTypeId: z.string(), name: z.string(), ticketsSold: z.int(), revenue: moneyPerCurrency })).describe("Ticket types with at least one sale, by name."),
});

/** Days from `from` to `to`, both counted. */
const daysCovered = ({ from, to }: { from: string; to: string }) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

export const salesSummaryOperation = defineOperation({
  name: "sales_summary",
  title: "Sales summary",
  summary:
    "Summarises valid tickets sold in a museum over a period of calendar days: tickets sold, revenue per currency (amounts in " +
    "minor units, e.g. cents), a breakdown per day and per ticket type. A ticket counts on the day it was sold.",
  noun: "sales summary",
  input: z
    .strictObject({
      from: calendarDayInput.describe("First day of the period (YYYY-MM-DD), inclusive."),
      to: calendarDayInput.describe(`Last day of the period (YYYY-MM-DD), inclusive: from itself or later, at most ${MAX_SUMMARY_DAYS} days in all.`),
      timeZone: updateLocationInput.shape.timezone
        .unwrap()
        .optional()
        .describe("IANA time zone for the day boundaries, e.g. Europe/Amsterdam. Default: the museum's own time zone."),
    })
    .superRefine((period, context) => {
      const days = daysCovered(period);
      if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: `to (${period.to}) is before from (${period.from}); to is the last day of the period, inclusive.` });
      else if (days > MAX_SUMMARY_DAYS) context.addIssue({ code: "custom", path: ["to"], message: `The period covers ${days} days; at most ${MAX_SUMMARY_DAYS}.` });
    }),
  output: salesSummaryAnswer,
  ...lookUp,
  errors: [],
  run: async (actor, { from, to, timeZone: given }) => {
    const timeZone = given ?? (await recordZones(actor, []))(null);
    return salesSummary({ actor, input: { from: startOfDay(from, timeZone), to: startOfDay(to, timeZone, 1), timeZone } });
  },
  inWords: (summary, { from, to }) =>
    [
      `${summary.ticketsSold} ticket(s) sold from ${from} to ${to} (${summary.timeZone}), revenue ${amountsInWords(summary.revenue)}.`,
      ...summary.ticketTypes.map((type) => `- ${type.name} (${type.ticketTypeId}): ${type.ticketsSold} sold, ${amountsInWords(type.revenue)}`),
    ].join("\n"),
});
