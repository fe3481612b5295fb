import { z } from "zod";
import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { calendarDay, checkDayRange, museumTimeZone, startOfDay, timeZoneInput } from "../zoned-days";
import { museumId } from "./shared-inputs";

const MUSEUMS = gql("query Museums { museums { id name slug role permissionToModifyMuseum } }");

const museumOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"]).describe("Your role there."),
  permissionToModifyMuseum: z.boolean().describe("True for OWNER, ADMIN and EDITOR: you may change the museum's data."),
});

export const listMuseums: ToolDefinition<z.ZodObject> = {
  name: "list_museums",
  title: "List my museums",
  description:
    "Lists the museums where you (the signed-in staff member) have a role, with your role and whether you may change the museum " +
    "(permissionToModifyMuseum: OWNER, ADMIN and EDITOR may; VIEWER only reads; DOOR only verifies membership QR codes). " +
    "Every other tool takes one of these museum ids.",
  input: z.object({}),
  output: { museums: z.array(museumOutput).describe("By name.") },
  need: "any",
  annotations: READ_ONLY,
  async run(_args, context) {
    const { museums } = await graphql(context, MUSEUMS);
    const lines = museums.map((museum) => `- ${museum.name} (${museum.id}): ${museum.role}${museum.permissionToModifyMuseum ? ", may change it" : ""}`);
    return { summary: museums.length ? `You have a role in ${museums.length} museum(s):\n${lines.join("\n")}` : "You have no role in any museum.", data: { museums } };
  },
};

/** A summary covers at most a leap year (GraphQL's salesSummary limit). */
const MAX_SALES_DAYS = 366;

const salesInput = z.object({
  museumId,
  from: calendarDay.describe("First day of the period (YYYY-MM-DD), inclusive."),
  to: calendarDay.describe(`Last day of the period (YYYY-MM-DD), inclusive: from itself or later, at most ${MAX_SALES_DAYS} days in all.`),
  timeZone: timeZoneInput,
});

const SALES_SUMMARY = gql(`
  query SalesSummary($museumId: ID!, $from: DateTime!, $to: DateTime!, $timeZone: String) {
    museum(id: $museumId) {
      salesSummary(from: $from, to: $to, timeZone: $timeZone) {
        from to timeZone ticketsSold revenue { currency amount }
        days { date ticketsSold revenue { currency amount } }
        ticketTypes { ticketTypeId name ticketsSold revenue { currency amount } }
      }
    }
  }
`);

type Money = NonNullable<NonNullable<ResultOf<typeof SALES_SUMMARY>["museum"]>["salesSummary"]>["revenue"][number];

const moneyOutput = z.array(z.object({ currency: z.string().describe("ISO 4217."), amount: z.number().describe("In minor units (cents).") })).describe("One entry per currency.");

function formatMoney(amounts: Money[]): string {
  return amounts.map((money) => moneyInWords(money.amount, money.currency)).join(" + ") || "0";
}

export const salesSummary: ToolDefinition<typeof salesInput> = {
  name: "sales_summary",
  title: "Sales summary",
  description:
    "Summarises valid tickets sold in a museum over a period of calendar days: tickets sold, revenue per currency (amounts in " +
    "minor units, e.g. cents), a breakdown per day and per ticket type.",
  input: salesInput,
  output: {
    salesSummary: z.object({
      from: z.string().describe("The instant the first day starts (UTC)."),
      to: z.string().describe("The instant after the last day ends (UTC)."),
      timeZone: z.string().describe("The IANA time zone of the days."),
      ticketsSold: z.number().int(),
      revenue: moneyOutput,
      days: z.array(z.object({ date: z.string().describe("YYYY-MM-DD."), ticketsSold: z.number().int(), revenue: moneyOutput })).describe("Days with at least one sale, oldest first."),
      ticketTypes: z
        .array(z.object({ ticketTypeId: z.string(), name: z.string(), ticketsSold: z.number().int(), revenue: moneyOutput }))
        .describe("Ticket types with at least one sale, by name."),
    }),
  },
  need: "read",
  annotations: READ_ONLY,
  async run(args, context) {
    checkDayRange(args.from, args.to, MAX_SALES_DAYS);
    const timeZone = await museumTimeZone(context, args.museumId, args.timeZone);
    const data = await graphql(context, SALES_SUMMARY, {
      museumId: args.museumId,
      from: startOfDay(args.from, timeZone).toISOString(),
      to: startOfDay(args.to, timeZone, 1).toISOString(),
      timeZone,
    });
    const summary = answered(answered(data.museum).salesSummary);
    return {
      summary: `${summary.ticketsSold} ticket(s) sold from ${args.from} to ${args.to} (${timeZone}), revenue ${formatMoney(summary.revenue)}.`,
      data: { salesSummary: summary },
    };
  },
};
