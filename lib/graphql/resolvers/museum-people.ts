import { customerListQuery } from "@/lib/domain/customers/customer-schemas";
import { listCustomers } from "@/lib/domain/customers/list-customers";
import { listMemberships } from "@/lib/domain/memberships/list-memberships";
import { getReservation } from "@/lib/domain/reservations/get-reservation";
import { listReservations } from "@/lib/domain/reservations/list-reservations";
import { reservationId } from "@/lib/domain/reservations/reservation-schemas";
import { salesSummaryInput } from "@/lib/domain/sales/sales-schemas";
import { salesSummary } from "@/lib/domain/sales/sales-summary";
import { getTicket } from "@/lib/domain/tickets/get-ticket";
import { listTickets } from "@/lib/domain/tickets/list-tickets";
import { narrowedFilter, pagingArgs, parseArgs, parseId } from "../args";
import { scoped, scopedList } from "../context";
import { museumFieldActor, withoutNulls, type MuseumNode } from "../museum-node";
import { filterArg, type ListFieldArgs } from "./museum-catalog";

// Museum fields for visitors and sales: customers, memberships, tickets, reservations and the sales
// summary. Customers, memberships and tickets are scoped to the museum's Actor for their nested fields.

interface IdArgs {
  id: string;
}

interface CustomerArgs extends ListFieldArgs {
  memberNumber?: string | null;
  email?: string | null;
}

interface SalesSummaryArgs {
  from: string;
  to: string;
  timeZone?: string | null;
}

export const museumPeopleResolvers = {
  customers: async (museum: MuseumNode, args: CustomerArgs) => {
    const actor = museumFieldActor(museum);
    const paging = pagingArgs(args);
    const query = parseArgs(
      customerListQuery,
      withoutNulls({ filter: args.filter, "member-number": args.memberNumber, email: args.email }),
      undefined,
      { "member-number": "memberNumber" },
    );
    return scopedList(await listCustomers({ actor, paging, query }), actor);
  },

  memberships: async (museum: MuseumNode, args: ListFieldArgs & { customerId?: string | null }) => {
    const actor = museumFieldActor(museum);
    const paging = pagingArgs(args);
    const customerId = args.customerId === null || args.customerId === undefined ? undefined : parseId(args.customerId, "customerId");
    const filter = await narrowedFilter("MEMBERSHIP", filterArg(args), actor, customerId ? [{ operator: "EQUAL", fieldName: "CUSTOMER_ID", value: customerId }] : []);
    return scopedList(await listMemberships({ actor, paging, filter }), actor);
  },

  tickets: async (museum: MuseumNode, args: ListFieldArgs) => {
    const actor = museumFieldActor(museum);
    return scopedList(await listTickets({ actor, paging: pagingArgs(args), filter: filterArg(args) }), actor);
  },

  ticket: async (museum: MuseumNode, { id }: IdArgs) => {
    const actor = museumFieldActor(museum);
    return scoped(await getTicket({ actor, id: parseId(id) }), actor);
  },

  reservations: (museum: MuseumNode, args: ListFieldArgs) =>
    listReservations({ actor: museumFieldActor(museum), paging: pagingArgs(args), filter: filterArg(args) }),

  reservation: (museum: MuseumNode, { id }: IdArgs) => getReservation({ actor: museumFieldActor(museum), id: parseArgs(reservationId, id, "id") }),

  salesSummary: (museum: MuseumNode, args: SalesSummaryArgs) =>
    salesSummary({ actor: museumFieldActor(museum), input: parseArgs(salesSummaryInput, withoutNulls({ ...args })) }),
};
