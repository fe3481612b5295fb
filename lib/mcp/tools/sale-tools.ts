import { z } from "zod";
import { deskSaleInput } from "@/lib/domain/orders/sell-at-desk";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql, SENDS_EMAIL, type ToolDefinition } from "../tool-kit";
import { ORDER_FIELDS, orderLine, orderOutput } from "./order-tools";
import { museumId } from "./shared-inputs";

// Selling (docs/mcp.md, "Orders"): the assistant sells as the desk does (sell-at-desk.ts), through the
// same GraphQL mutation the desk page calls: one time slot, paid in cash or by card, made and confirmed
// at once. A member's card on a line books the member's own place or their guests; a group is sold
// with its one code, which the door scans (the tools never show codes that admit).

const SELL = gql(`mutation SellTickets($museumId: ID!, $input: DeskSaleInput!) { order: sellAtDesk(museumId: $museumId, input: $input) { ${ORDER_FIELDS} } }`);

const sellInput = z.object({ museumId, ...deskSaleInput.shape });

export const sellTickets: ToolDefinition<typeof sellInput> = {
  name: "sell_tickets",
  title: "Sell tickets at the desk",
  description:
    "Sells tickets for one time slot as the front desk does: the order is made and confirmed at once, paid CASH or CARD, and its tickets " +
    "are emailed when an email address is given. A line with a member's card (membershipQrData, or membershipId from customer_memberships) " +
    "books the member's own free place on a members' ticket type, or their guests on other types, within the card's guestsPerVisit. " +
    "A group (name, size = the lines' quantities added up) gets one code for the whole group; print it from the dashboard's order page. " +
    "A line that cannot be sold is refused naming the line. Needs OWNER, ADMIN or EDITOR.",
  input: sellInput,
  output: { order: orderOutput },
  need: "modify",
  annotations: SENDS_EMAIL,
  async run({ museumId, ...input }, context) {
    const order = answered((await graphql(context, SELL, { museumId, input })).order);
    return { summary: `Sold: ${orderLine(order).slice(2)}`, data: { order } };
  },
};
