import { museum } from "./support/dashboard-pages";
import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { expect, expectAccessible, test } from "./support/test";

// A membership's guests per visit (docs/orders.md, "Members book a slot"), changed on the customer's
// page: the dialog refuses what no card may bring, and the card then says how many it brings; the
// desk sells a member's booking with their card, and no more guests than it brings; at the door the
// card lets the member into the booked place (docs/admission.md, "Members at the door").

test("an editor lets a member bring guests, and the card says so", async ({ page, foyer, signIn }) => {
  const api = restClient(foyer.baseUrl, foyer.scenario.apiKey);
  const customer = await api.post<{ id: string }>("/v1/customers", { name: "Greta Guestful", language: "en" });
  const from = new Date(Date.now() - 86_400_000);
  const membership = await api.post<{ id: string; guestsPerVisit: number }>("/v1/memberships", {
    customerId: customer.body.id,
    name: "Friends pass",
    validFrom: from.toISOString(),
    validTo: new Date(from.getTime() + 300 * 86_400_000).toISOString(),
  });
  expect(membership.body.guestsPerVisit).toBe(0);

  await signIn(foyer.scenario.staff.editor);
  await page.goto(`${museum(foyer.scenario)}/customers/${customer.body.id}`);
  const card = page.getByRole("article", { name: "Friends pass" });
  await expect(card).not.toContainText("Brings");
  await card.getByRole("button", { name: "Guests per visit…" }).click();
  const dialog = page.getByRole("dialog", { name: "Guests per visit with Friends pass" });
  await expect(dialog.getByLabel("Guests per visit")).toHaveValue("0");
  await expectAccessible(page, "the guests dialog");
  await dialog.getByLabel("Guests per visit").fill("25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("#guests-per-visit-error")).toHaveText("Enter a whole number from 0 to 20.");
  await dialog.getByLabel("Guests per visit").fill("3");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Friends pass now brings 3 guests per visit.")).toBeVisible();
  await expect(card).toContainText("Brings 3 guests per visit");
  expect((await api.get<{ guestsPerVisit: number }>(`/v1/memberships/${membership.body.id}`)).body.guestsPerVisit).toBe(3);
});

test("the desk sells a member's booking with their card: their own free place and a guest, and no more guests than the card brings", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Members' hall", timezone: "UTC" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Members' morning", locationId: location.body.id, published: true });
  const type = (name: string, price: number, memberTicket: boolean) =>
    api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name, price, currency: "EUR", masterLanguage: "en", maxQuantity: 50, published: true, memberTicket });
  const [member, guest] = [await type("Member", 0, true), await type("Guest", 1200, false)];
  const startsAt = notBeforeToday(Date.now() - 10 * 60_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, capacity: 20, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 3_600_000).toISOString() });
  const customer = await api.post<{ id: string }>("/v1/customers", { name: "Mira Member", language: "en" });
  const card = await api.post<{ id: string; qrData: string }>("/v1/memberships", {
    customerId: customer.body.id,
    name: "Friends pass",
    validFrom: new Date(Date.now() - 86_400_000).toISOString(),
    validTo: new Date(Date.now() + 300 * 86_400_000).toISOString(),
    guestsPerVisit: 1,
  });
  expect([member.status, guest.status, slot.status, card.status]).toEqual([201, 201, 201, 201]);

  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Time slot").selectOption(slot.body.id);
  await expect(page.getByRole("list", { name: "Tickets" }).getByText("Members’ own ticket")).toBeVisible();
  await page.getByRole("button", { name: "One Member more" }).click();
  await page.getByRole("button", { name: "One Guest more" }).click();
  await page.getByLabel("Card", { exact: true }).check();
  // A members' own ticket needs the card: Sell waits for it and says why.
  await expect(page.getByText("A members’ own ticket needs the member’s card below.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sell", exact: true })).toBeDisabled();
  await page.getByLabel("Member’s card (optional)").fill(card.body.qrData);
  // The member's own place is free: the total is the guest's price.
  await expect(page.locator("p", { hasText: "Total" }).locator("output")).toHaveText("€12.00");
  await expectAccessible(page, "the desk selling a member's booking");
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tickets sold" })).toBeVisible();
  const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;
  const order = await api.get<{ lines: { ticketTypeId: string; membershipId: string | null; unitPrice: number }[] }>(`/v1/orders/${orderId}`);
  expect(order.body.lines).toEqual([
    expect.objectContaining({ ticketTypeId: member.body.id, membershipId: card.body.id, unitPrice: 0 }),
    expect.objectContaining({ ticketTypeId: guest.body.id, membershipId: card.body.id, unitPrice: 1200 }),
  ]);

  // At the door the member shows the card, not a ticket: it lets them into the booked place, once.
  await page.goto(`/scan?museum=${museums.harbour.id}`);
  const code = page.getByLabel("Enter a code instead");
  await code.fill(card.body.qrData);
  await code.press("Enter");
  await expect(page.locator("[data-kind]")).toHaveAttribute("data-kind", "admitted");
  await expect(page.locator("[data-kind]")).toContainText("Mira Member");
  await page.keyboard.press("Escape");
  await code.fill(card.body.qrData);
  await code.press("Enter");
  await expect(page.locator("[data-kind]")).toHaveAttribute("data-kind", "used");
  const booked = await api.get<{ tickets: { id: string; ticketTypeId: string }[] }>(`/v1/orders/${orderId}`);
  const ownPlace = booked.body.tickets.find((ticket) => ticket.ticketTypeId === member.body.id)!;
  const visits = await api.get<{ list: { membershipId: string | null; entrance: string | null }[] }>(`/v1/tickets/${ownPlace.id}/check-ins`);
  expect(visits.body.list).toEqual([expect.objectContaining({ kind: "TICKET", membershipId: card.body.id })]);

  // The card brings one guest per visit, and has brought them: another guest for this slot is refused in words.
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Time slot").selectOption(slot.body.id);
  await page.getByRole("button", { name: "One Guest more" }).click();
  await page.getByLabel("Cash").check();
  await page.getByLabel("Member’s card (optional)").fill(card.body.qrData);
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  // Said beside the card's field, which is marked, and gone once another card is typed.
  const cardField = page.getByLabel("Member’s card (optional)");
  await expect(page.locator("#desk-member-card-error")).toHaveText("The membership brings no more guests or members' places to this visit.");
  await expect(cardField).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "the desk with a refused member's card");
  await cardField.fill("not a member's card");
  await expect(page.locator("#desk-member-card-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  await expect(page.locator("#desk-member-card-error")).toContainText("The membership card does not admit on the day of the visit");
  await expect(cardField).toHaveAttribute("aria-invalid", "true");
});
