import { z } from "zod";
import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { type MuseumZones } from "../zoned-days";

// How the time slot tools show a slot: compact (a day of slots must fit a model's context), with its
// event's name and its times in its location's time zone beside the UTC instants.

export const SLOT_FIELDS = gql(`
  fragment SlotFields on TimeSlot {
    id eventId event { name } locationId startsAt endsAt capacity groupPlacesKept heldQuantity soldQuantity availableCapacity
  }
`);

export type TimeSlot = ResultOf<typeof SLOT_FIELDS>;

export const slotOutput = z.object({
  id: z.string(),
  eventId: z.string().nullable(),
  eventName: z.string().nullable().describe("The name of the slot's event, null for a slot without one."),
  locationId: z.string().nullable(),
  startsAt: z.string().describe("UTC instant."),
  endsAt: z.string().describe("UTC instant."),
  timeZone: z.string().describe("IANA time zone of the slot's location (else the museum's own) for the local times."),
  startsAtLocal: z.string().describe("startsAt as the local wall-clock time, YYYY-MM-DD HH:mm."),
  endsAtLocal: z.string().describe("endsAt as the local wall-clock time."),
  capacity: z.number().int(),
  heldQuantity: z.number().int().describe("Places held by unexpired reservations."),
  soldQuantity: z.number().int().describe("Places sold (valid tickets)."),
  availableCapacity: z.number().int().describe("Places still available to anyone: capacity − held − sold − groupPlacesKept."),
  groupPlacesKept: z.number().int().describe("Places the slot still keeps for group visits only (until the museum's release time before the start)."),
});

export type ZonedSlot = z.infer<typeof slotOutput>;

export function zonedSlot({ event, ...slot }: TimeSlot, zones: MuseumZones): ZonedSlot {
  const timeZone = zones.zoneOf(slot.locationId);
  return {
    id: slot.id,
    eventId: slot.eventId,
    eventName: event?.name ?? null,
    locationId: slot.locationId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    timeZone,
    startsAtLocal: localTime(slot.startsAt, timeZone),
    endsAtLocal: localTime(slot.endsAt, timeZone),
    capacity: slot.capacity,
    heldQuantity: slot.heldQuantity,
    soldQuantity: slot.soldQuantity,
    availableCapacity: slot.availableCapacity,
    groupPlacesKept: slot.groupPlacesKept,
  };
}

/** One line per slot: "- 2027-03-01 11:00–12:00 Europe/Amsterdam, Tours: 11 of 12 available (0 sold, 1 held) [id]". */
export function slotLine(slot: ZonedSlot): string {
  const sameDay = slot.startsAtLocal.slice(0, 10) === slot.endsAtLocal.slice(0, 10);
  const end = sameDay ? slot.endsAtLocal.slice(11) : slot.endsAtLocal;
  const event = slot.eventName ? `, ${slot.eventName}` : "";
  const kept = slot.groupPlacesKept > 0 ? `, ${slot.groupPlacesKept} kept for groups` : "";
  return `- ${slot.startsAtLocal}–${end} ${slot.timeZone}${event}: ${slot.availableCapacity} of ${slot.capacity} available (${slot.soldQuantity} sold, ${slot.heldQuantity} held${kept}) [${slot.id}]`;
}
