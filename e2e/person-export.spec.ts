import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { onCustomerPageAs } from "./support/customer-page";
import { expect, expectAccessible, test } from "./support/test";

// An access request from the dashboard (docs/operations.md, "Access requests"): an owner downloads
// everything about a person from the customer's page and the file holds the person's records and
// nothing of another customer; editors, viewers and door staff do not get the button, and the
// download route refuses them. The owner also sets how long visitors' details are kept (Settings), and
// an order whose details an erasure removed says so (docs/operations.md, "Visitors' details"). It
// happens in the Hilltop Gallery, where the owner is an admin, so the Harbour Museum's records stay as
// the other specs expect them.

async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const answer = await page.request.post("/api/graphql", { data: { query, variables } });
  return (await answer.json()) as { data?: Record<string, { id: string }> };
}

const CREATE = "mutation($m: ID!, $input: CreateCustomerInput!) { createCustomer(museumId: $m, input: $input) { id } }";

test("an owner downloads everything about a person from the customer's page", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  const hilltop = museums.hilltop.id;
  const suffix = Date.now().toString(36);
  const person = { name: `Lise Meitner ${suffix}`, email: `lise-${suffix}@example.org` };
  const neighbour = { name: `Otto Hahn ${suffix}`, email: `otto-${suffix}@example.org` };
  await signIn(staff.owner);
  const created = await graphql(page, CREATE, { m: hilltop, input: person });
  const other = await graphql(page, CREATE, { m: hilltop, input: neighbour });
  const customerId = created.data!.createCustomer!.id;

  await page.goto(`/museums/${hilltop}/customers/${customerId}`);
  await expect(page.getByRole("heading", { name: person.name, level: 1 })).toBeVisible();
  const region = page.getByRole("region", { name: "Access request" });
  await expect(region).toContainText("recorded in the audit trail");
  await expectAccessible(page, "customer with access request");
  const [download] = await Promise.all([page.waitForEvent("download"), region.getByRole("link", { name: "Download everything about this person" }).click()]);
  expect(download.suggestedFilename()).toBe(`person-${customerId}.json`);
  const text = await readFile((await download.path())!, "utf8");
  const document = JSON.parse(text) as { format: string; customer: { id: string; name: string; email: string }; orders: unknown[]; memberships: unknown[]; auditEntries: { action: string }[] };
  expect(document.format).toBe("foyer.person-export.v1");
  expect(document.customer).toMatchObject({ id: customerId, name: person.name, email: person.email });
  expect(document.auditEntries.map((entry) => entry.action)).toContain("create");
  expect(text).not.toContain(neighbour.name);
  expect(text).not.toContain(neighbour.email);
  expect(text).not.toContain(other.data!.createCustomer!.id);
});

test("editors, viewers and door staff get no download, and the route refuses them", async ({ page, foyer, signIn }) => {
  const { museums, staff, member } = foyer.scenario;
  const harbour = museums.harbour.id;
  await onCustomerPageAs([staff.editor, staff.viewer], { page, signIn, museumId: harbour, member }, async () => {
    await expect(page.getByRole("link", { name: "Download everything about this person" })).toHaveCount(0);
    expect((await page.request.get(`/api/dashboard/museums/${harbour}/customers/${member.customerId}/export`)).status()).toBe(403);
  });
  await page.context().clearCookies();
  await signIn(staff.door);
  expect((await page.request.get(`/api/dashboard/museums/${harbour}/customers/${member.customerId}/export`)).status()).toBe(403);
});

test("an owner sets how long visitors' details are kept on the Settings page", async ({ page, foyer, signIn }) => {
  const hilltop = foyer.scenario.museums.hilltop.id;
  await signIn(foyer.scenario.staff.owner);
  await page.goto(`/museums/${hilltop}/settings`);
  const form = page.getByRole("form", { name: "Museum" });
  const days = form.getByLabel("Remove visitors’ details after (days)");
  await expect(days).toHaveValue("730");
  await expect(form).toContainText("0 keeps them");
  await days.fill("365");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Saved");
  const stored = async () => ((await (await page.request.get(`/api/dashboard/museums/${hilltop}/settings`)).json()) as { orderDetailsRetentionDays: number }).orderDetailsRetentionDays;
  expect(await stored()).toBe(365);
  // Back to the default, so the other specs find the museum as it was seeded.
  await days.fill("730");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(stored).toBe(730);
});

test("an order reads when its personal details were removed, after its customer was erased", async ({ page, foyer, signIn }) => {
  const hilltop = foyer.scenario.museums.hilltop.id;
  await signIn(foyer.scenario.staff.owner);
  const suffix = Date.now().toString(36);
  const email = `removed-${suffix}@example.org`;
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const answer = (await (await page.request.post("/api/graphql", { data: { query, variables: { m: hilltop, ...variables } } })).json()) as { data?: Record<string, { id: string }>; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const event = await ask("mutation($m: ID!, $input: CreateEventInput!) { createEvent(museumId: $m, input: $input) { id } }", { input: { name: `Removal ${suffix}`, published: true } });
  const type = await ask("mutation($m: ID!, $input: CreateTicketTypeInput!) { createTicketType(museumId: $m, input: $input) { id } }", {
    input: { eventId: event.createEvent!.id, name: "Adult", price: 1200, masterLanguage: "en", maxQuantity: 100, published: true },
  });
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const slot = await ask("mutation($m: ID!, $input: CreateTimeSlotInput!) { createTimeSlot(museumId: $m, input: $input) { id } }", {
    input: { eventId: event.createEvent!.id, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 10 },
  });
  const customer = await ask(CREATE, { input: { name: `Removed Visitor ${suffix}`, email } });
  const sale = await ask("mutation($m: ID!, $input: DeskSaleInput!) { sellAtDesk(museumId: $m, input: $input) { id } }", {
    input: { timeSlotId: slot.createTimeSlot!.id, lines: [{ ticketTypeId: type.createTicketType!.id, quantity: 1 }], paymentMethod: "CASH", email },
  });
  await ask("mutation($m: ID!, $id: ID!) { eraseCustomer(museumId: $m, id: $id) { customerId } }", { id: customer.createCustomer!.id });

  await page.goto(`/museums/${hilltop}/orders/${sale.sellAtDesk!.id}`);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("Personal details");
  await expect(summary).toContainText(/Removed on .+ \([A-Za-z ]+ Time\)/);
  await expect(summary).not.toContainText(email);
  await expectAccessible(page, "order with its details removed");
});
