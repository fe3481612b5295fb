import type { Page } from "@playwright/test";
import { onCustomerPageAs } from "./support/customer-page";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// Customers and memberships from the dashboard (docs/dashboard.md, "Customers", "Customer"): a customer
// created and edited (an email address added, the museum's own fields by type), a membership added,
// its email sent after a confirmation and read back from the customer's page and the outbox, the
// membership renewed and cancelled, and the person erased after typing their name. All of it happens in the
// Hilltop Gallery, where the owner is an admin, so the Harbour Museum's customers stay as the filter
// builder's test expects them. Editors and viewers do not get erasure, and the server refuses them.

interface Answer {
  data?: { museum?: { customer?: Record<string, unknown> } };
  errors?: { extensions?: { code?: string } }[];
}

async function graphql(page: Page, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const answer = await page.request.post("/api/graphql", { data: { query, variables } });
  return (await answer.json()) as Answer;
}

async function ensureField(page: Page, museumId: string, field: { key: string; label: string; type: string }) {
  const existing = (await (await page.request.get(`/api/dashboard/museums/${museumId}/customer-fields`)).json()) as { list: { key: string }[] };
  if (existing.list.some((known) => known.key === field.key)) return;
  expect((await page.request.post(`/api/dashboard/museums/${museumId}/customer-fields`, { data: field })).status()).toBe(201);
}

test("a customer is created and edited, gets a membership and its email, the membership is cancelled, and the person is erased", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  const hilltop = museums.hilltop.id;
  const name = `Grace Hopper ${Date.now().toString(36)}`;
  const address = `grace-${Date.now().toString(36)}@example.org`;
  await signIn(staff.owner);
  await ensureField(page, hilltop, { key: "shoe_size", label: "Shoe size", type: "number" });
  await ensureField(page, hilltop, { key: "newsletter", label: "Newsletter", type: "boolean" });
  await ensureField(page, hilltop, { key: "first_visit", label: "First visit", type: "date" });

  // Created from the Customers page; refusals are said per field, in words for people.
  await page.goto(`/museums/${hilltop}/customers`);
  await page.getByRole("link", { name: "New customer" }).click();
  await expect(page.getByRole("heading", { name: "New customer", level: 1 })).toBeVisible();
  await expectAccessible(page, "customer-new");
  await screenshot(page, "customer-new");
  await page.getByLabel("Shoe size").fill("large");
  await page.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByText("Enter the customer's name.")).toBeVisible();
  await expect(page.getByText("Enter a number, like 42 or 3.5.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Shoe size").fill("39");
  await page.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText("No email address");
  await expect(details).toContainText("39");
  const customerId = page.url().split("/").pop()!;

  // Edited: an email address added, a yes-or-no field and a date.
  await page.getByRole("button", { name: "Edit details" }).click();
  await page.getByLabel("Email", { exact: true }).fill("not an address");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Enter an email address like name@example.org, or leave it empty.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(address);
  await page.getByLabel("Newsletter").selectOption({ label: "Yes" });
  await page.getByLabel("First visit").fill("2026-03-01");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toHaveText(`Saved the details of ${name}.`);
  await expect(details).toContainText(address);
  await expect(details.getByText("Yes", { exact: true })).toBeVisible();
  const stored = await graphql(page, "query($m: ID!, $id: ID!) { museum(id: $m) { customer(id: $id) { email customFields } } }", { m: hilltop, id: customerId });
  expect(stored.data?.museum?.customer).toEqual({ email: address, customFields: { shoe_size: 39, newsletter: true, first_visit: "2026-03-01T00:00:00.000Z" } });

  // A membership added through its dialog.
  await page.getByRole("button", { name: "Add a membership…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("no email is sent until you send one");
  await dialog.getByLabel("Name").fill("Annual pass");
  await dialog.getByLabel("Renews automatically").check();
  await expectAccessible(page, "add membership dialog");
  await dialog.getByRole("button", { name: "Add membership" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: "Annual pass" });
  await expect(card.getByText("Valid", { exact: true })).toBeVisible();
  await expect(card.getByText("Renews automatically")).toBeVisible();

  // The membership email asks first, saying what goes to whom; cancelling the question sends nothing.
  await card.getByRole("button", { name: "Send membership email" }).click();
  await expect(dialog).toContainText(address);
  await expect(dialog).toContainText("QR code");
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  const emails = page.getByRole("table", { name: "Emails to this customer" });
  await expect(page.getByText("No emails sent to this customer yet.")).toBeVisible();
  await card.getByRole("button", { name: "Send membership email" }).click();
  await expectAccessible(page, "send membership email dialog");
  await dialog.getByRole("button", { name: "Send membership email" }).click();
  await expect(page.getByRole("status")).toHaveText(`The membership email to ${address} is queued.`);

  // Sent, and read back from the customer's page as it was sent.
  const row = emails.getByRole("row").filter({ hasText: "Your membership at Hilltop Gallery" });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
  await row.getByRole("button", { name: "Your membership at Hilltop Gallery" }).click();
  await expect(dialog.getByRole("heading", { name: "Your membership at Hilltop Gallery" })).toBeVisible();
  await expect(dialog).toContainText(address);
  const body = dialog.frameLocator("iframe");
  await expect(body.getByText(`Hello ${name},`)).toBeVisible();
  await expect(body.getByText(/Annual pass/).first()).toBeVisible();
  const qr = body.getByRole("img", { name: "Membership QR code" });
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectAccessible(page, "email viewer");
  await screenshot(page, "customer-email");
  await dialog.getByRole("button", { name: "Close" }).click();

  // Renewed for another year without a break; the card stays the same.
  const validTo = async () => {
    const answer = await graphql(page, "query($m: ID!, $id: ID!) { museum(id: $m) { customer(id: $id) { memberships { validTo } } } }", { m: hilltop, id: customerId });
    return Date.parse((answer.data?.museum?.customer?.memberships as { validTo: string }[])[0]!.validTo);
  };
  const endBefore = await validTo();
  await card.getByRole("button", { name: "Renew…" }).click();
  await expect(dialog).toContainText("The QR code stays the same");
  await dialog.getByRole("button", { name: "Renew membership" }).click();
  await expect(page.getByRole("status")).toContainText("Annual pass is renewed");
  expect([365, 366]).toContain((await validTo() - endBefore) / 86_400_000);

  // Cancelled after a confirmation that says what happens; the lists use the same word.
  await card.getByRole("button", { name: "Cancel membership…" }).click();
  await expect(dialog).toContainText("no longer admits");
  await dialog.getByRole("button", { name: "Cancel membership" }).click();
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(card.getByText("A cancelled membership cannot be renewed; add a new one.")).toBeVisible();
  const membership = await graphql(page, "query($m: ID!, $id: ID!) { museum(id: $m) { customer(id: $id) { memberships { status cancelledAt } } } }", { m: hilltop, id: customerId });
  expect(membership.data?.museum?.customer?.memberships).toEqual([{ status: "CANCELLED", cancelledAt: expect.any(String) }]);
  await page.goto(`/museums/${hilltop}/memberships`);
  await expect(page.getByRole("table", { name: "Memberships" }).getByRole("row").filter({ hasText: name })).toContainText("Cancelled");

  // The outbox lists it first and opens it too.
  await page.goto(`/museums/${hilltop}/emails`);
  const first = page.getByRole("table", { name: "Outbox" }).locator("tbody tr").first();
  await expect(first).toContainText(address);
  await first.getByRole("button", { name: "Your membership at Hilltop Gallery" }).click();
  await expect(dialog.frameLocator("iframe").getByText(`Hello ${name},`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // Erased after typing the name; the page then shows the person as erased.
  await page.goto(`/museums/${hilltop}/customers/${customerId}`);
  await page.getByRole("button", { name: "Erase this person…" }).click();
  await expect(dialog).toContainText("This cannot be undone.");
  const erase = dialog.getByRole("button", { name: "Erase this person" });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(`Type ${name} to confirm`).fill("Grace");
  await expect(erase).toBeDisabled();
  await expectAccessible(page, "erase dialog");
  await screenshot(page, "customer-erase");
  await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
  await erase.click();
  await expect(page.getByRole("heading", { name: "Erased customer", level: 1 })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("This person was erased");
  await expect(page.getByRole("button", { name: "Erase this person…" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit details" })).toHaveCount(0);
  const erased = await graphql(page, "query($m: ID!, $id: ID!) { museum(id: $m) { customer(id: $id) { name email erasedAt } } }", { m: hilltop, id: customerId });
  expect(erased.data?.museum?.customer).toEqual({ name: "Erased customer", email: null, erasedAt: expect.any(String) });
  await expectAccessible(page, "erased customer");
});

test("the customer page and its dialogs fit a 360-pixel phone in dark mode", async ({ page, foyer, signIn }) => {
  const { museums, staff, member } = foyer.scenario;
  await signIn(staff.owner);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/museums/${museums.harbour.id}/customers/${member.customerId}`);
  await expect(page.getByRole("heading", { name: member.name, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, "customer (phone, dark)");
  await page.getByRole("button", { name: "Edit details" }).click();
  await expectAccessible(page, "customer form (phone, dark)");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  for (const button of ["Add a membership…", "Erase this person…"]) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, `${button} (phone, dark)`);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel", exact: true }).click();
  }
  await page.getByRole("article", { name: member.membershipName }).getByRole("button", { name: "Renew…" }).click();
  await expect(page.getByRole("dialog")).toContainText("The QR code stays the same");
  await expectAccessible(page, "renew dialog (phone, dark)");
  await screenshot(page, "customer-renew-phone-dark", { fullPage: false });
  await page.getByRole("dialog").getByRole("button", { name: "Cancel", exact: true }).click();
  await page.goto(`/museums/${museums.harbour.id}/customers/new`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, "customer-new (phone, dark)");
});

test("editors and viewers get no erasure, and the server refuses it to them", async ({ page, foyer, signIn }) => {
  const { museums, staff, member } = foyer.scenario;
  const harbour = museums.harbour.id;
  await onCustomerPageAs([staff.editor, staff.viewer], { page, signIn, museumId: harbour, member }, async () => {
    await expect(page.getByRole("button", { name: "Erase this person…" })).toHaveCount(0);
    const refused = await graphql(page, "mutation($m: ID!, $id: ID!) { eraseCustomer(museumId: $m, id: $id) { customerId } }", { m: harbour, id: member.customerId });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
  // The viewer reads the customer but changes nothing, and says why beside the disabled buttons.
  await expect(page.getByRole("button", { name: "Edit details" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New customer" })).toHaveCount(0);
  const card = page.getByRole("article", { name: member.membershipName });
  await expect(card.getByRole("button", { name: "Send membership email" })).toBeDisabled();
  await expect(card.getByText("Your role (viewer) may not send emails.")).toBeVisible();
  const refused = await graphql(page, "mutation($m: ID!, $id: ID!) { updateCustomer(museumId: $m, id: $id, input: { name: \"Renamed\" }) { id } }", { m: harbour, id: member.customerId });
  expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});
