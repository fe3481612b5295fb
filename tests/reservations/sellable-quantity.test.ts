import { describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// TimeSlot.sellableQuantity, what Today shows as "Available" (docs/dashboard.md, "Today"): the least of
// the slot's room and the room its event's admission ticket types have left at its location. A slot
// with room but every ticket type sold out sells nothing; an add-on's room does not count; a closed
// slot and a slot without an event sell nothing; held places count like sold ones until they expire.
// Only ticket types on sale count (docs/orders.md, "What is on sale"): an unpublished type adds no room,
// and a slot of an unpublished event sells nothing.

const SLOTS = `query Slots($museumId: ID!) {
  museum(id: $museumId) { timeSlots(from: "2027-03-01T00:00:00Z", to: "2027-03-02T00:00:00Z", limit: 100) { list { id capacity heldQuantity soldQuantity availableCapacity sellableQuantity closed } } }
}`;

describe.each(testProviders())("sellable quantity on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["sellable"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("sellable");
  const viewer = foyer.graphqlAs("vera@sellable.test", museum, "VIEWER");

  const slotsById = async () => {
    const answer = await viewer(SLOTS, { museumId: museum.museumId });
    expect(answer.body.errors).toBeUndefined();
    return new Map<string, { availableCapacity: number; sellableQuantity: number; heldQuantity: number }>(answer.body.data.museum.timeSlots.list.map((slot: { id: string }) => [slot.id, slot]));
  };

  it("is the least of the slot's room and its ticket types' room, add-ons and other locations left out", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const created = async (path: string, body: unknown) => {
      const answer = await api.post(path, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as { id: string };
    };
    const hall = await created("/v1/locations", { name: "Hall" });
    const annex = await created("/v1/locations", { name: "Annex" });
    const event = await created("/v1/events", { name: "Night tour", locationId: hall.id, published: true });
    const slot = (startsAt: string, extra: object = {}) =>
      created("/v1/time-slots", { eventId: event.id, locationId: hall.id, capacity: 10, startsAt, endsAt: startsAt.replace("T10", "T11"), ...extra });
    const open = await slot("2027-03-01T10:00:00Z");
    const closed = await slot("2027-03-01T10:00:00Z", { closed: true });
    const noEvent = await created("/v1/time-slots", { locationId: hall.id, capacity: 10, startsAt: "2027-03-01T12:00:00Z", endsAt: "2027-03-01T13:00:00Z" });
    const type = (name: string, maxQuantity: number, extra: object = {}) =>
      created("/v1/ticket-types", { eventId: event.id, locationId: hall.id, name, price: 1000, masterLanguage: "en", maxQuantity, published: true, ...extra });
    const adult = await type("Adult", 2);
    const child = await type("Child", 1);
    await type("Audio guide", 50, { addOn: true });
    await type("Annex adult", 50, { locationId: annex.id });

    let slots = await slotsById();
    expect(slots.get(open.id)).toMatchObject({ availableCapacity: 10, sellableQuantity: 3 });
    expect(slots.get(closed.id)).toMatchObject({ availableCapacity: 0, sellableQuantity: 0 });
    expect(slots.get(noEvent.id)).toMatchObject({ availableCapacity: 10, sellableQuantity: 0 });

    // Held places count until they expire; sold ones for good.
    const held = await created("/v1/ticket-reservations", { ticketTypeId: child.id, timeSlotId: open.id });
    slots = await slotsById();
    expect(slots.get(open.id)).toMatchObject({ heldQuantity: 1, availableCapacity: 9, sellableQuantity: 2 });
    await created("/v1/orders", { timeSlotId: open.id, lines: [{ ticketTypeId: adult.id, quantity: 2 }] });
    slots = await slotsById();
    expect(slots.get(open.id), "room in the slot, none in its ticket types").toMatchObject({ availableCapacity: 7, sellableQuantity: 0 });

    expect((await api.delete(`/v1/ticket-reservations/${held.id}`)).status).toBe(204);
    expect((await slotsById()).get(open.id)).toMatchObject({ availableCapacity: 8, sellableQuantity: 1 });
  });

  it("counts only ticket types on sale: unpublished types and unpublished events sell nothing", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const created = async (path: string, body: unknown) => {
      const answer = await api.post(path, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as { id: string };
    };
    const gallery = await created("/v1/locations", { name: "Gallery" });
    const withEvent = async (published: boolean) => {
      const event = await created("/v1/events", { name: published ? "Open studio" : "Draft studio", locationId: gallery.id, published });
      const slot = await created("/v1/time-slots", { eventId: event.id, locationId: gallery.id, capacity: 20, startsAt: "2027-03-01T14:00:00Z", endsAt: "2027-03-01T15:00:00Z" });
      const type = (name: string, maxQuantity: number, typePublished: boolean) =>
        created("/v1/ticket-types", { eventId: event.id, locationId: gallery.id, name, price: 800, masterLanguage: "en", maxQuantity, published: typePublished });
      return { event, slot, type };
    };
    const onSale = await withEvent(true);
    await onSale.type("Studio adult", 4, true);
    await onSale.type("Studio preview (draft)", 9, false);
    const draft = await withEvent(false);
    await draft.type("Draft adult", 6, true);

    const slots = await slotsById();
    expect(slots.get(onSale.slot.id), "the draft type's 9 are not for sale").toMatchObject({ availableCapacity: 20, sellableQuantity: 4 });
    expect(slots.get(draft.slot.id), "nothing of an unpublished event sells").toMatchObject({ availableCapacity: 20, sellableQuantity: 0 });
  });
});
