import { z } from "zod";
import { cancelOrder } from "@/lib/domain/orders/cancel-order";
import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { extendOrder } from "@/lib/domain/orders/extend-order";
import { getOrder } from "@/lib/domain/order-records/get-order";
import { listOrders } from "@/lib/domain/orders/list-orders";
import { orderTimeline } from "@/lib/domain/orders/order-timeline";
import { deskSaleInput, sellAtDesk } from "@/lib/domain/orders/sell-at-desk";
import { visitReport, visitReportQuery } from "@/lib/domain/reports/visit-report";
import { voidTicket } from "@/lib/domain/tickets/void-ticket";
import { museumActor } from "@/lib/domain/users/museum-access";
import { pagingArgs, parseArgs, parseId } from "../args";
import { scoped, type GraphqlContext } from "../context";
import { museumFieldActor, type MuseumNode } from "../museum-node";
import { filterArg, type ListFieldArgs } from "./museum-catalog";

// Orders and the visits report in GraphQL (lib/graphql/sdl/orders.ts): each field and mutation turns
// the user into an Actor for the museum first, then calls the /v1 endpoint's service.

interface RecordArgs {
  museumId: string;
  id: string;
}

const groupings = { DAY: "day", TIME_SLOT: "timeSlot", TICKET_TYPE: "ticketType", CHANNEL: "channel" } as const;
const groups = (groupBy: keyof typeof groupings | null | undefined) => groupings[groupBy ?? "DAY"];
const reportArgs = z.object({ from: z.string(), to: z.string(), groupBy: z.enum(["DAY", "TIME_SLOT", "TICKET_TYPE", "CHANNEL"]).nullish() });

export const museumOrderResolvers = {
  orders: (museum: MuseumNode, args: ListFieldArgs) => listOrders({ actor: museumFieldActor(museum), paging: pagingArgs(args), filter: filterArg(args) }),

  order: (museum: MuseumNode, { id }: { id: string }) => getOrder({ actor: museumFieldActor(museum), id: parseId(id) }),

  orderTimeline: (museum: MuseumNode, { id }: { id: string }) => orderTimeline({ actor: museumFieldActor(museum), id: parseId(id) }),

  visitReport: (museum: MuseumNode, args: z.input<typeof reportArgs>) => {
    const { from, to, groupBy } = parseArgs(reportArgs, args);
    const query = parseArgs(visitReportQuery, { from, to, groupBy: groups(groupBy) });
    return visitReport({ actor: museumFieldActor(museum), query });
  },
};

async function editor({ user }: GraphqlContext, { museumId, id }: RecordArgs) {
  return { actor: await museumActor({ userId: user.userId, museumId, need: "modify" }), id: parseId(id) };
}

export const orderMutationResolvers = {
  sellAtDesk: async (_parent: unknown, { museumId, input }: { museumId: string; input: unknown }, { user }: GraphqlContext) =>
    sellAtDesk({ actor: await museumActor({ userId: user.userId, museumId, need: "modify" }), input: parseArgs(deskSaleInput, input) }),

  confirmOrder: async (_parent: unknown, args: RecordArgs, context: GraphqlContext) => confirmOrder(await editor(context, args)),

  cancelOrder: async (_parent: unknown, args: RecordArgs, context: GraphqlContext) => {
    const target = await editor(context, args);
    await cancelOrder(target);
    return getOrder(target);
  },

  extendOrder: async (_parent: unknown, args: RecordArgs, context: GraphqlContext) => extendOrder(await editor(context, args)),

  // Scoped like every Ticket GraphQL returns, so its checkIns read from the same museum.
  voidTicket: async (_parent: unknown, args: RecordArgs, context: GraphqlContext) => {
    const target = await editor(context, args);
    return scoped(await voidTicket(target), target.actor);
  },
};
