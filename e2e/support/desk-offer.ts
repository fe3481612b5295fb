import { restClient } from "./rest";
import { notBeforeToday } from "./same-day";

const MINUTE = 60_000;

/**
 * What the desk may and may not offer (e2e/desk-sale.spec.ts, german-sell.spec.ts): an event with a
 * `prefix` adult, a `prefix` family ticket with 2 left and an unpublished Members' preview, in two slots of 3 places at a named location (the later
 * one made first); and a draft event's slot whose ticket type is published. All three start today,
 * even in a run just after midnight, as the desk offers only today's slots.
 */
export async function deskOffer(baseUrl: string, apiKey: string, prefix: string) {
  const api = restClient(baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: `${prefix} annex`, timezone: "UTC" });
  const locationId = location.body.id;
  const event = await api.post<{ id: string }>("/v1/events", { name: `${prefix} walk`, locationId, published: true });
  const draft = await api.post<{ id: string }>("/v1/events", { name: `${prefix} draft tour`, locationId, published: false });
  const type = (eventId: string, name: string, maxQuantity: number, published: boolean) =>
    api.post("/v1/ticket-types", { eventId, locationId, name, price: 1000, currency: "EUR", masterLanguage: "en", maxQuantity, published });
  await type(event.body.id, `${prefix} adult`, 100, true);
  await type(event.body.id, `${prefix} family`, 2, true);
  await type(event.body.id, "Members' preview", 100, false);
  await type(draft.body.id, `${prefix} tour ticket`, 100, true);
  const earliest = notBeforeToday(Date.now() - 15 * MINUTE);
  const slot = async (eventId: string, startsAt: number) =>
    (await api.post<{ id: string }>("/v1/time-slots", { eventId, locationId, capacity: 3, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 30 * MINUTE).toISOString() })).body.id;
  const laterSlotId = await slot(event.body.id, earliest + 10 * MINUTE);
  const earlierSlotId = await slot(event.body.id, earliest);
  const draftSlotId = await slot(draft.body.id, earliest + 5 * MINUTE);
  return { api, laterSlotId, earlierSlotId, draftSlotId };
}
