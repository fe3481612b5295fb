import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { slotAvailability, ticketTypeAvailability } from "./availability";

describe.each(testProviders())("live availability on %s", (provider) => {
  useTestDatabase(provider);

  it("stops counting a hold the moment it expires, before any sweep", async () => {
    const museum = await db().museum.create({ data: { name: "Counting", slug: `counting-${provider}` } });
    const event = await db().event.create({ data: { museumId: museum.id, name: "Show" } });
    const slot = await db().timeSlot.create({
      data: { museumId: museum.id, eventId: event.id, startsAt: new Date(), endsAt: new Date(), capacity: 10, activeHoldCount: 3, soldCount: 4 },
    });
    const type = await db().ticketType.create({
      data: {
        museumId: museum.id,
        eventId: event.id,
        name: "Adult",
        price: 1000,
        currency: "EUR",
        masterLanguage: "en",
        maxQuantity: 7,
        activeHoldCount: 3,
        soldCount: 4,
      },
    });
    const now = new Date();
    const hold = (id: string, expiresAt: Date, status = "ACTIVE") =>
      db().ticketReservation.create({
        data: { id, museumId: museum.id, ticketTypeId: type.id, timeSlotId: slot.id, status, expiresAt },
      });
    await hold("live-1", new Date(now.getTime() + 60_000));
    await hold("live-2", new Date(now.getTime() + 60_000));
    await hold("expired-unswept", new Date(now.getTime() - 1));
    await hold("already-converted", new Date(now.getTime() - 1), "CONVERTED");

    const slots = await slotAvailability([slot], now);
    expect(slots.get(slot.id)).toEqual({ heldQuantity: 2, soldQuantity: 4, availableCapacity: 4, groupPlacesKept: 0 });
    const types = await ticketTypeAvailability([type], now);
    expect(types.get(type.id)).toEqual({ heldQuantity: 2, soldQuantity: 4, availableQuantity: 1, soldOut: false });

    // One minute later every hold has expired: only the sold tickets count.
    const later = new Date(now.getTime() + 120_000);
    expect((await slotAvailability([slot], later)).get(slot.id)).toEqual({ heldQuantity: 0, soldQuantity: 4, availableCapacity: 6, groupPlacesKept: 0 });
    expect((await ticketTypeAvailability([{ ...type, soldCount: 7 }], later)).get(type.id)).toMatchObject({ availableQuantity: 0, soldOut: true });
  });
});
