import type { useTranslations } from "use-intl";
import { timeIn } from "@/lib/dashboard/calendar-day";
import { deskDaySlots, type DeskSlotChoice } from "@/lib/dashboard/desk-slots";
import type { DeskLocation, DeskSlot, DeskTicketType } from "@/lib/dashboard/documents/desk-sale";

// What the Sell tickets page offers (docs/dashboard.md, "Sell tickets"): the day's slots and the
// ticket types each one sells.

export interface SlotChoice extends DeskSlotChoice<DeskSlot> {
  label: string;
}

/**
 * The day's slots of published events in time order, each labelled in its location's time zone (the
 * museum's without one) and naming its location (the museum without one). A slot of an unpublished
 * event sells nothing (docs/orders.md, "What is on sale"), so it is not offered.
 */
export function slotChoices(day: string, slots: DeskSlot[], locations: DeskLocation[], museum: { name: string }, t: ReturnType<typeof useTranslations<"DeskSale">>, locale: string): SlotChoice[] {
  const names = new Map(locations.map((location) => [location.id, location.name] as const));
  const onSale = slots.filter((slot) => slot.event?.published !== false);
  return deskDaySlots(day, onSale).map((slot) => {
    const window = `${timeIn(new Date(slot.startsAt), slot.timeZone, locale)} – ${timeIn(new Date(slot.endsAt), slot.timeZone, locale)}`;
    const open = slot.availableCapacity > 0 ? t("left", { count: slot.availableCapacity }) : t("soldOut");
    // Places kept for groups only a group visit may take (docs/orders.md, "Places kept for groups").
    const room = slot.groupPlacesKept > 0 ? `${open} ${t("keptForGroups", { count: slot.groupPlacesKept })}` : open;
    const place = (slot.locationId && names.get(slot.locationId)) || museum.name;
    return { slot, label: t("slotLabel", { window, event: slot.event?.name ?? t("noEvent"), place, room }) };
  });
}

/** The ticket types a slot sells: its event's published ones, at its location (both at none counts, docs/orders.md). */
export const typesOf = (slot: DeskSlot | undefined, types: DeskTicketType[]) =>
  slot ? types.filter((type) => type.published && type.eventId === slot.eventId && (type.locationId ?? null) === (slot.locationId ?? null)) : [];

