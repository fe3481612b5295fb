import type { CustomerRecord } from "@/lib/domain/customers/customer-record";
import type { MembershipRecord } from "@/lib/domain/memberships/membership-record";
import type { TicketRecord } from "@/lib/domain/tickets/ticket-record";
import { ticketTypeGroupKey } from "@/lib/domain/capacity/sellable";
import type { TimeSlotRecord } from "@/lib/domain/time-slots/time-slot-record";
import { ACTOR, scoped, type GraphqlContext, type Scoped } from "../context";

// Fields that lead from one record to another, read in the parent's museum through batched loaders.

export const customerResolvers = {
  memberships: async (customer: Scoped<CustomerRecord>, _args: unknown, { loaders }: GraphqlContext) => {
    const actor = customer[ACTOR];
    return (await loaders.membershipsOfCustomer(actor)(customer.id)).map((membership) => scoped(membership, actor));
  },
};

export const membershipResolvers = {
  customer: async (membership: Scoped<MembershipRecord>, _args: unknown, { loaders }: GraphqlContext) => {
    const actor = membership[ACTOR];
    const customer = await loaders.customer(actor)(membership.customerId);
    return customer && scoped(customer, actor);
  },

  checkIns: (membership: Scoped<MembershipRecord>, _args: unknown, { loaders }: GraphqlContext) => loaders.checkInsOfMembership(membership[ACTOR])(membership.id),
};

export const ticketResolvers = {
  checkIns: (ticket: Scoped<TicketRecord>, _args: unknown, { loaders }: GraphqlContext) => loaders.checkInsOfTicket(ticket[ACTOR])(ticket.id),
};

export const timeSlotResolvers = {
  event: async (timeSlot: Scoped<TimeSlotRecord>, _args: unknown, { loaders }: GraphqlContext) =>
    timeSlot.eventId === null ? null : loaders.event(timeSlot[ACTOR])(timeSlot.eventId),

  admitted: (timeSlot: Scoped<TimeSlotRecord>, _args: unknown, { loaders }: GraphqlContext) => loaders.admittedOfSlot(timeSlot[ACTOR])(timeSlot.id),
  groups: (timeSlot: Scoped<TimeSlotRecord>, _args: unknown, { loaders }: GraphqlContext) => loaders.groupsOfSlot(timeSlot[ACTOR])(timeSlot.id),

  sellableQuantity: async (timeSlot: Scoped<TimeSlotRecord>, _args: unknown, { loaders }: GraphqlContext) => {
    if (timeSlot.availableCapacity === 0 || timeSlot.eventId === null) return 0;
    const room = await loaders.ticketTypeRoom(timeSlot[ACTOR])(ticketTypeGroupKey(timeSlot.eventId, timeSlot.locationId));
    return Math.min(timeSlot.availableCapacity, room);
  },
};
