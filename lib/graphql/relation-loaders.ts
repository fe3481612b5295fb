import type { Actor } from "@/lib/domain/actor";
import { ticketTypeRoom } from "@/lib/domain/capacity/sellable";
import { admittedPerSlot } from "@/lib/domain/check-ins/attendance";
import { groupsPerSlot, type SlotGroup } from "@/lib/domain/orders/slot-groups";
import type { CheckInRecord } from "@/lib/domain/check-ins/check-in-record";
import { listCheckIns } from "@/lib/domain/check-ins/list-check-ins";
import { listCustomers } from "@/lib/domain/customers/list-customers";
import type { CustomerRecord } from "@/lib/domain/customers/customer-record";
import type { EventRecord } from "@/lib/domain/events/event-record";
import { listEvents } from "@/lib/domain/events/list-events";
import { listMemberships } from "@/lib/domain/memberships/list-memberships";
import type { MembershipRecord } from "@/lib/domain/memberships/membership-record";
import type { ListResult, Paging } from "@/lib/domain/list";
import { anyOf } from "./args";
import { batchLoader, chunks } from "./batch-loader";

// Nested fields of list items (a customer's memberships, a membership's customer, a time slot's event
// and admitted count, a ticket's or membership's check-ins) load through the
// list services with an OR filter over the parents' ids, batched per list, so a page of 1000
// customers with their memberships costs about a dozen queries, not a thousand.

// A filter holds at most 100 conditions: one OR and 99 ids.
const IDS_PER_FILTER = 99;
const PAGE: Paging = { limit: 1000, offset: 0 };

/** Every record matching `filter`, page by page. */
async function everyRecord<T>(list: (paging: Paging) => Promise<ListResult<T>>): Promise<T[]> {
  const records: T[] = [];
  for (;;) {
    const page = await list({ ...PAGE, offset: records.length });
    records.push(...page.list);
    if (page.list.length === 0 || records.length >= page.total) return records;
  }
}

async function membershipsOfCustomers(actor: Actor, customerIds: string[]): Promise<Map<string, MembershipRecord[]>> {
  const byCustomer = new Map<string, MembershipRecord[]>(customerIds.map((id) => [id, []]));
  for (const ids of chunks(customerIds, IDS_PER_FILTER)) {
    const memberships = await everyRecord((paging) => listMemberships({ actor, paging, filter: anyOf("CUSTOMER_ID", ids) }));
    for (const membership of memberships) byCustomer.get(membership.customerId)?.push(membership);
  }
  return byCustomer;
}

/** The check-ins whose `fieldName` (TICKET_ID or MEMBERSHIP_ID) is one of `ids`, oldest first, grouped by that id. */
async function checkInsOf(actor: Actor, fieldName: "TICKET_ID" | "MEMBERSHIP_ID", ids: string[]): Promise<Map<string, CheckInRecord[]>> {
  const byOwner = new Map<string, CheckInRecord[]>(ids.map((id) => [id, []]));
  const ownerOf = (checkIn: CheckInRecord) => (fieldName === "TICKET_ID" ? checkIn.ticketId : checkIn.membershipId);
  for (const chunk of chunks(ids, IDS_PER_FILTER)) {
    const checkIns = await everyRecord((paging) => listCheckIns({ actor, paging, filter: anyOf(fieldName, chunk) }));
    for (const checkIn of checkIns) byOwner.get(ownerOf(checkIn) ?? "")?.push(checkIn);
  }
  return byOwner;
}

/** The records with these ids, read through `list` with an OR filter over the ids, 99 at a time. */
async function recordsById<T extends { id: string }>(ids: string[], list: (paging: Paging, filter: string) => Promise<ListResult<T>>): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (const chunk of chunks(ids, IDS_PER_FILTER)) {
    for (const record of await everyRecord((paging) => list(paging, anyOf("ID", chunk)))) found.set(record.id, record);
  }
  return found;
}

export interface RelationLoaders {
  membershipsOfCustomer(actor: Actor): (customerId: string) => Promise<MembershipRecord[]>;
  customer(actor: Actor): (customerId: string) => Promise<CustomerRecord | null>;
  event(actor: Actor): (eventId: string) => Promise<EventRecord | null>;
  checkInsOfTicket(actor: Actor): (ticketId: string) => Promise<CheckInRecord[]>;
  checkInsOfMembership(actor: Actor): (membershipId: string) => Promise<CheckInRecord[]>;
  /** Tickets of a time slot admitted at the door. */
  admittedOfSlot(actor: Actor): (timeSlotId: string) => Promise<number>;
  /** The confirmed group visits of a time slot. */
  groupsOfSlot(actor: Actor): (timeSlotId: string) => Promise<SlotGroup[]>;
  /** Room left in the ticket types sold for slots of one event at one location (ticketTypeGroupKey). */
  ticketTypeRoom(actor: Actor): (groupKey: string) => Promise<number>;
}

/** Loaders for one GraphQL request, one set per museum. */
export function createRelationLoaders(): RelationLoaders {
  const perMuseum = <V>(load: (actor: Actor) => (key: string) => Promise<V>) => {
    const loaders = new Map<string, (key: string) => Promise<V>>();
    return (actor: Actor) => {
      let loader = loaders.get(actor.museumId);
      if (!loader) loaders.set(actor.museumId, (loader = load(actor)));
      return loader;
    };
  };
  return {
    membershipsOfCustomer: perMuseum((actor) => batchLoader((ids) => membershipsOfCustomers(actor, ids), () => [])),
    customer: perMuseum((actor) =>
      batchLoader((ids) => recordsById(ids, (paging, filter) => listCustomers({ actor, paging, query: { filter } })), () => null),
    ),
    event: perMuseum((actor) => batchLoader((ids) => recordsById(ids, (paging, filter) => listEvents({ actor, paging, filter })), () => null)),
    checkInsOfTicket: perMuseum((actor) => batchLoader((ids) => checkInsOf(actor, "TICKET_ID", ids), () => [])),
    checkInsOfMembership: perMuseum((actor) => batchLoader((ids) => checkInsOf(actor, "MEMBERSHIP_ID", ids), () => [])),
    admittedOfSlot: perMuseum((actor) => batchLoader((timeSlotIds) => admittedPerSlot({ actor, timeSlotIds }), () => 0)),
    ticketTypeRoom: perMuseum((actor) => batchLoader((groupKeys) => ticketTypeRoom({ actor, groupKeys }), () => 0)),
    groupsOfSlot: perMuseum((actor) => batchLoader((timeSlotIds) => groupsPerSlot({ actor, timeSlotIds }), () => [])),
  };
}
