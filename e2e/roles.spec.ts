import { expect, screenshot, test } from "./support/test";

// A VIEWER reads everything and changes nothing: the forms are disabled and the server refuses the
// change anyway, whether sent to GraphQL or to the dashboard's own routes.

test("a viewer sees disabled forms, and the server refuses their changes", async ({ page, foyer, signIn }) => {
  const { museums, staff, event, member } = foyer.scenario;
  const harbour = museums.harbour.id;
  await signIn(staff.viewer);

  await page.goto(`/museums/${harbour}/events/${event.id}`);
  await expect(page.getByRole("note")).toContainText("Your role here is viewer");
  await expect(page.getByLabel("Name")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save event" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Add time slot" })).toHaveCount(0);
  await screenshot(page, "viewer-event");

  await page.goto(`/museums/${harbour}/events/${event.id}/ticket-types/${event.ticketTypeId}`);
  await expect(page.getByRole("button", { name: "Save ticket type" })).toBeDisabled();
  await page.goto(`/museums/${harbour}/events`);
  await expect(page.getByRole("link", { name: "New event" })).toHaveCount(0);
  await page.goto(`/museums/${harbour}/customers/${member.customerId}`);
  await expect(page.getByRole("button", { name: "Send membership email" })).toBeDisabled();
  await page.goto(`/museums/${harbour}/api-keys`);
  await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  await page.goto(`/museums/${harbour}/settings`);
  // Each building on Settings has a name of its own: the museum's is in the Museum form.
  const museumForm = page.getByRole("form", { name: "Museum" });
  await expect(museumForm.getByLabel("Name")).toBeDisabled();

  // The same session, sending the changes directly.
  const rename = await page.request.post("/api/graphql", {
    data: { query: `mutation { updateEvent(museumId: "${harbour}", id: "${event.id}", input: { name: "Renamed by a viewer" }) { id name } }` },
  });
  expect((await rename.json()).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  const email = await page.request.post("/api/graphql", {
    data: { query: `mutation { sendMembershipEmail(museumId: "${harbour}", membershipId: "${member.membershipId}") { emailId } }` },
  });
  expect((await email.json()).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  const key = await page.request.post(`/api/dashboard/museums/${harbour}/api-keys`, { data: { name: "Sneaky" } });
  expect(key.status()).toBe(403);
  const settings = await page.request.patch(`/api/dashboard/museums/${harbour}/settings`, { data: { name: "Viewer's museum" } });
  expect(settings.status()).toBe(403);

  await page.goto(`/museums/${harbour}/events/${event.id}`);
  await expect(page.getByRole("heading", { name: event.name, level: 1 })).toBeVisible();
  await page.goto(`/museums/${harbour}/settings`);
  await expect(museumForm.getByLabel("Name")).toHaveValue(museums.harbour.name);
});
