import "server-only";
import { notFound } from "next/navigation";
import { getCustomer } from "@/lib/domain/customers/get-customer";
import { getEvent } from "@/lib/domain/events/get-event";
import { getOrder } from "@/lib/domain/order-records/get-order";
import { getTicketType } from "@/lib/domain/ticket-types/get-ticket-type";
import { getTimeSlot } from "@/lib/domain/time-slots/get-time-slot";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { dashboardActor } from "./dashboard-actor";
import { requirePageMuseum } from "./page-access";

// A record's page (an event, a customer, an order…) looks its record up before anything renders, so
// an id the museum does not have is Next's 404 page with status 404, like a museum without a role.
// These pages live in the (record) route group, outside the loading screen of the other museum pages:
// a page under a loading screen has begun streaming (status 200) before it could look anything up.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the services' look-ups throw for an id the museum does not have. */
const MISSING = new Set(["NOT_FOUND", "ORDER_NOT_FOUND"]);

/** What a record page may name: the kind of record, its id, and for an event's parts the event it must belong to. */
export type PageRecord =
  | { kind: "customer" | "event" | "order"; id: string }
  | { kind: "timeSlot" | "ticketType"; id: string; eventId: string };

/** Whether the record is the museum's (and its event's, for an event's part); a missing one throws. */
async function belongsToMuseum(actor: Actor, record: PageRecord): Promise<boolean> {
  switch (record.kind) {
    case "customer":
      await getCustomer({ actor, id: record.id });
      return true;
    case "event":
      await getEvent({ actor, id: record.id });
      return true;
    case "order":
      await getOrder({ actor, id: record.id });
      return true;
    case "timeSlot":
      return (await getTimeSlot({ actor, id: record.id })).eventId === record.eventId;
    case "ticketType":
      return (await getTicketType({ actor, id: record.id })).eventId === record.eventId;
  }
}

/** The signed-in user's museum of the address, once every record the page names is the museum's; else the 404 page. */
export async function requirePageRecords(museumId: string, records: PageRecord[]) {
  const page = await requirePageMuseum(museumId);
  if (records.some((record) => !UUID.test(record.id))) notFound();
  const actor = await dashboardActor({ userId: page.user.userId, museumId: page.museum.id, need: "read" });
  for (const record of records) {
    let found: boolean;
    try {
      found = await belongsToMuseum(actor, record);
    } catch (error) {
      if (error instanceof AppError && MISSING.has(error.code)) notFound();
      throw error;
    }
    if (!found) notFound();
  }
  return page;
}
