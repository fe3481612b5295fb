import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// The Webhooks page (docs/dashboard.md, docs/webhooks.md): an owner adds an endpoint pointing at a
// receiver on 127.0.0.1 (the suite's server allows it, e2e/support/foyer-process.ts), sees its secret
// once, sends a test event and follows it through the delivery log to its attempts, and sends it again
// under the same webhook-id. Editors neither see the page nor reach its routes.

/** What the receiver answers when it is up, so the log shows its code rather than one Foyer could have made up. */
const RECEIVER_STATUS = 201;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that keeps every request it answered with RECEIVER_STATUS, and answers 503 while `down`. */
async function startReceiver() {
  const receiver = { url: "", received: [] as Received[], down: false, close: async () => undefined as void };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (receiver.down) {
        response.writeHead(503, { "content-type": "text/plain" }).end("down for maintenance");
        return;
      }
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(RECEIVER_STATUS, { "content-type": "text/plain" }).end("received by the CRM");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/foyer-webhooks`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/** Adds an endpoint through the page's form; answers its card. */
async function addEndpoint(page: Page, url: string, description: string, events: string[]): Promise<Locator> {
  const form = page.getByRole("region", { name: "Add an endpoint" });
  await form.getByLabel("Address (URL)").fill(url);
  await form.getByLabel("Description").fill(description);
  for (const event of events) await form.getByLabel(event).check();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("Shown once:")).toBeVisible();
  return page.getByRole("article", { name: description });
}

async function deleteEndpoint(card: Locator, description: string): Promise<void> {
  await card.getByRole("button", { name: "Delete…" }).click();
  await card.getByRole("button", { name: `Delete ${description} now` }).click();
  await expect(card).toHaveCount(0);
}

test("an owner adds an endpoint, sees its secret once, and follows a test event through the log, sent twice under one id", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  const receiver = await startReceiver();
  try {
    await signIn(staff.owner);
    await page.goto(`/museums/${museums.harbour.id}/today`);
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

    const form = page.getByRole("region", { name: "Add an endpoint" });
    await form.getByLabel("Address (URL)").fill(receiver.url);
    await form.getByLabel("Description").fill("Visitor CRM");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(form.getByText("Choose at least one event.")).toBeVisible();
    await form.getByLabel("A ticket is sold").check();
    await form.getByLabel("A customer is added").check();
    await form.getByRole("button", { name: "Add endpoint" }).click();

    await expect(form.getByText("Shown once:")).toBeVisible();
    const secret = (await form.getByLabel("The signing secret").innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expect(form.getByLabel("Address (URL)")).toHaveValue("");
    const card = page.getByRole("article", { name: "Visitor CRM" });
    await expect(card).toContainText(receiver.url);
    await expect(card.getByRole("listitem")).toHaveText(["A ticket is sold", "A customer is added"]);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await card.getByRole("button", { name: "Send test event" }).click();
    await expect(card.getByText("Test event queued.")).toBeVisible();
    const row = card.getByRole("table", { name: "Deliveries to Visitor CRM" }).getByRole("row").filter({ hasText: "webhook.test" });
    await expect(row.getByRole("cell").nth(1)).toContainText("Delivered");
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(RECEIVER_STATUS));
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0]!;
    expect(() => new Webhook(secret).verify(first.body, first.headers as Record<string, string>)).not.toThrow();

    await row.getByRole("button", { name: /^Details/ }).click();
    const attempts = card.getByRole("list", { name: "Attempts" }).getByRole("listitem");
    await expect(attempts).toHaveCount(1);
    await expect(attempts.first().getByRole("definition").nth(2)).toHaveText(String(RECEIVER_STATUS));
    await expect(attempts.first()).toContainText("received by the CRM");
    await expect(card.getByLabel("The payload sent")).toContainText('"type": "webhook.test"');
    await expect(card).toContainText(first.headers["webhook-id"] as string);
    await screenshot(page, "webhooks", { forDocs: true });

    await card.getByRole("button", { name: "Send again" }).click();
    await expect(card.getByText("Queued to go again now")).toBeVisible();
    await expect(attempts).toHaveCount(2);
    expect(receiver.received.map((hook) => hook.headers["webhook-id"])).toEqual([first.headers["webhook-id"], first.headers["webhook-id"]]);
    // Sent again, it starts a fresh retry window: the log counts the tries since (docs/webhooks.md,
    // "Deliveries"), while the delivery's own list above keeps both.
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");

    // On a phone in dark mode, with the log and a delivery open, nothing is wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, "webhooks (phone, dark)");
    await screenshot(page, "webhooks-phone-dark");

    // A new secret is shown once and differs; then the endpoint goes, after its confirmation.
    await card.getByRole("button", { name: "New secret…" }).click();
    await expect(card.getByText("The old secret keeps signing too for 24 hours")).toBeVisible();
    await card.getByRole("button", { name: "Make a new secret" }).click();
    const rotated = (await card.getByLabel("The signing secret").innerText()).trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await deleteEndpoint(card, "Visitor CRM");
    await expect(page.getByText("No endpoints yet.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test("an endpoint Foyer turned off after failing says so, turns back on, and a failed delivery sent again arrives", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  const receiver = await startReceiver();
  try {
    await signIn(staff.owner);
    await page.goto(`/museums/${museums.harbour.id}/webhooks`);
    const card = await addEndpoint(page, receiver.url, "Garden shop", ["A customer is added"]);
    receiver.down = true;
    await card.getByRole("button", { name: "Send test event" }).click();
    // The suite's retry window is 3 s (e2e/support/foyer-process.ts); then the delivery has failed for good.
    const row = card.getByRole("table", { name: "Deliveries to Garden shop" }).getByRole("row").filter({ hasText: "webhook.test" });
    await expect(row.getByRole("cell").nth(1)).toContainText("Failed", { timeout: 20_000 });
    await expect(row.getByRole("cell").nth(3)).toHaveText("503");

    // Staff come to the page from the email Foyer sent, so it is read afresh.
    await page.reload();
    const note = card.getByRole("note");
    await expect(note).toContainText(/Turned off by Foyer on .+ after three days of failed deliveries/);
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Send test event" })).toBeDisabled();
    await expectAccessible(page, "webhooks with an endpoint turned off");

    receiver.down = false;
    await note.getByRole("button", { name: "Turn back on" }).click();
    await expect(card.getByText("On", { exact: true })).toBeVisible();
    await expect(note).toHaveCount(0);
    await card.getByRole("button", { name: "Show delivery log" }).click();
    await row.getByRole("button", { name: /^Details/ }).click();
    await card.getByRole("button", { name: "Send again" }).click();
    await expect(row.getByRole("cell").nth(1)).toContainText("Delivered");
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "webhook.test" });
    await deleteEndpoint(card, "Garden shop");
  } finally {
    await receiver.close();
  }
});

test("an editor has no Webhooks in the menu, and the page and its routes refuse them", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  await expect(page.getByRole("link", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Webhooks" })).toHaveCount(0);

  await page.goto(`/museums/${museums.harbour.id}/webhooks`);
  await expect(page.getByText("Only the museum’s owners and admins can manage its webhooks.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Add an endpoint" })).toHaveCount(0);
  const routes = `/api/dashboard/museums/${museums.harbour.id}/webhook-endpoints`;
  expect((await page.request.get(routes)).status()).toBe(403);
  expect((await page.request.post(routes, { data: { url: "http://127.0.0.1:9/editor", events: ["customer.created"] } })).status()).toBe(403);
});
