import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/test";

// An access request from the dashboard (docs/operations.md, "Access requests"): an owner downloads
// everything about a person from the customer's page and the file holds the person's records and
// nothing of another customer; editors, viewers and door staff do not get the button, and the
// download route refuses them. It happens in the Hilltop Gallery, where the owner is an admin, so the
// Harbour Museum's customers stay as the other specs expect them.

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
  for (const who of [staff.editor, staff.viewer]) {
    await page.context().clearCookies();
    await signIn(who);
    await page.goto(`/museums/${harbour}/customers/${member.customerId}`);
    await expect(page.getByRole("heading", { name: member.name, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download everything about this person" })).toHaveCount(0);
    expect((await page.request.get(`/api/dashboard/museums/${harbour}/customers/${member.customerId}/export`)).status()).toBe(403);
  }
  await page.context().clearCookies();
  await signIn(staff.door);
  expect((await page.request.get(`/api/dashboard/museums/${harbour}/customers/${member.customerId}/export`)).status()).toBe(403);
});
