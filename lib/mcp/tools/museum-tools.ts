import { z } from "zod";
import { graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { calendarDay, museumTimeZone, startOfDay, timeZoneInput } from "../zoned-days";
import { museumId } from "./shared-inputs";

interface Museum {
  id: string;
  name: string;
  slug: string;
  role: string;
  permissionToModifyMuseum: boolean;
}

export const listMuseums: ToolDefinition<z.ZodObject> = {
  name: "list_museums",
  title: "List my museums",
  description:
    "Lists the museums where you (the signed-in staff member) have a role, with your role and whether you may change the museum " +
    "(permissionToModifyMuseum: OWNER, ADMIN and EDITOR may; VIEWER and DOOR may not). Every other tool takes one of these museum ids.",
  input: z.object({}),
  annotations: READ_ONLY,
  async run(_args, context) {
    const { museums } = await graphql<{ museums: Museum[] }>(context, "{ museums { id name slug role permissionToModifyMuseum } }");
    const lines = museums.map((museum) => `${museum.name} (${museum.id}): ${museum.role}${museum.permissionToModifyMuseum ? ", may change it" : ", read only"}`);
    return { summary: museums.length ? `You have a role in ${museums.length} museum(s):\n${lines.join("\n")}` : "You have no role in any museum.", data: { museums } };
  },
};

const salesInput = z.object({
  museumId,
  from: calendarDay.describe("First day of the period (YYYY-MM-DD), inclusive."),
  to: calendarDay.describe("Last day of the period (YYYY-MM-DD), inclusive. At most 366 days after from."),
  timeZone: timeZoneInput,
});

interface Money {
  currency: string;
  amount: number;
}

function formatMoney(amounts: Money[]): string {
  return amounts.map((money) => `${(money.amount / 100).toFixed(2)} ${money.currency}`).join(" + ") || "0";
}

export const salesSummary: ToolDefinition<typeof salesInput> = {
  name: "sales_summary",
  title: "Sales summary",
  description:
    "Summarises valid tickets sold in a museum over a period of calendar days: tickets sold, revenue per currency (amounts in " +
    "minor units, e.g. cents), a breakdown per day and per ticket type.",
  input: salesInput,
  annotations: READ_ONLY,
  async run(args, context) {
    const timeZone = await museumTimeZone(context, args.museumId, args.timeZone);
    const data = await graphql<{ museum: { salesSummary: { ticketsSold: number; revenue: Money[] } & Record<string, unknown> } }>(
      context,
      `query($museumId: ID!, $from: DateTime!, $to: DateTime!, $timeZone: String) {
        museum(id: $museumId) {
          salesSummary(from: $from, to: $to, timeZone: $timeZone) {
            from to timeZone ticketsSold revenue { currency amount }
            days { date ticketsSold revenue { currency amount } }
            ticketTypes { ticketTypeId name ticketsSold revenue { currency amount } }
          }
        }
      }`,
      { museumId: args.museumId, from: startOfDay(args.from, timeZone).toISOString(), to: startOfDay(args.to, timeZone, 1).toISOString(), timeZone },
    );
    const summary = data.museum.salesSummary;
    return {
      summary: `${summary.ticketsSold} ticket(s) sold from ${args.from} to ${args.to} (${timeZone}), revenue ${formatMoney(summary.revenue)}.`,
      data: { salesSummary: summary },
    };
  },
};
