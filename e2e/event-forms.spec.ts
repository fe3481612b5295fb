import { museum } from "./support/dashboard-pages";
import { expect, expectAccessible, test } from "./support/test";

// Creating an event, a time slot and a ticket type with a translation through the forms. Each form
// checks its input with the API's own zod schema, and every error, the browser's or the server's,
// is shown beside its field in plain words about that field.

test("an editor creates an event with a time slot and a translated ticket type that lets visitors back in", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/events`);
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { name: "New event", level: 1 })).toBeVisible();

  // Checked in the browser before anything is sent.
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#event-name-error")).toHaveText("Enter a name.");
  await expectAccessible(page, "event form with errors");

  // The end before the start, shown beside the end.
  await page.getByLabel("Name").fill("Night at the harbour");
  await page.getByLabel("Location").selectOption({ label: "Main building" });
  await page.getByLabel("Starts").fill("2031-05-01T20:00");
  await page.getByLabel("Ends").fill("2031-05-01T18:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.locator("#event-ends-error")).toHaveText("The end cannot be before the start.");
  await page.getByLabel("Ends").fill("2031-05-01T23:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: "Night at the harbour", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Add time slot" }).click();
  await expect(page.getByRole("heading", { name: "New time slot", level: 1 })).toBeVisible();
  await page.getByLabel("Starts").fill("2031-05-01T20:00");
  await page.getByLabel("Ends").fill("2031-05-01T21:00");
  await page.getByLabel("Capacity").fill("-5");
  await page.getByRole("button", { name: "Create time slot" }).click();
  await expect(page.locator("#slot-capacity-error")).toHaveText("The capacity cannot be less than 0.");
  await page.getByLabel("Capacity").fill("60");
  await page.getByRole("button", { name: "Create time slot" }).click();
  const slots = page.getByRole("region", { name: "Time slots" });
  await expect(slots.getByRole("row")).toHaveCount(2);
  await expect(slots.getByRole("row").nth(1)).toContainText("60");

  await page.getByRole("link", { name: "Add ticket type" }).click();
  await expect(page.getByRole("heading", { name: "New ticket type", level: 1 })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Night ticket");
  await page.getByLabel("Price").fill("12.50");
  await page.getByLabel("Tickets available").fill("60");
  await page.getByLabel("Currency").fill("ZZZ");
  // A night ticket lets its visitor out for a break and back in (docs/admission.md, "Who is inside now").
  await expect(page.getByLabel("Coming back in")).toHaveValue("NONE");
  await page.getByLabel("Coming back in").selectOption({ label: "Yes, the same day" });
  await page.getByRole("button", { name: "Add translation" }).click();
  // Languages are chosen by their names, in the page's language.
  await expect(page.getByLabel("Main language")).toHaveValue("en");
  await expect(page.getByLabel("Main language").locator("option:checked")).toHaveText("English");
  await page.getByLabel("Language", { exact: true }).last().selectOption({ label: "German" });
  await page.getByRole("group", { name: "Translation 1" }).getByLabel("Name").fill("Nachtticket");
  await page.getByRole("button", { name: "Create ticket type" }).click();
  await expect(page.locator("#type-currency-error")).toHaveText("Enter the currency as its three-letter code, e.g. EUR.");
  await page.getByLabel("Currency").fill("EUR");
  await page.getByRole("button", { name: "Create ticket type" }).click();

  const types = page.getByRole("region", { name: "Ticket types" });
  const row = types.getByRole("row").filter({ hasText: "Night ticket" });
  await expect(row).toContainText("€12.50");
  await expect(row).toContainText("English, German");
  await row.getByRole("link", { name: "Night ticket" }).click();
  await expect(page.getByRole("heading", { name: "Edit Night ticket", level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Translation 1" }).getByLabel("Name")).toHaveValue("Nachtticket");
  await expect(page.getByLabel("Coming back in")).toHaveValue("SAME_DAY");
  const typeId = new URL(page.url()).pathname.split("/").pop()!;
  const stored = await fetch(`${foyer.baseUrl}/v1/ticket-types/${typeId}`, { headers: { authorization: `Bearer ${foyer.scenario.apiKey}` } });
  expect(((await stored.json()) as { reentry: string }).reentry).toBe("SAME_DAY");
});

test("an editor makes a members' own ticket, which the form keeps free", async ({ page, foyer, signIn }) => {
  // An event of its own, so the other pages' ticket types stay as the scenario made them.
  const created = await fetch(`${foyer.baseUrl}/v1/events`, {
    method: "POST",
    headers: { authorization: `Bearer ${foyer.scenario.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Members' evening" }),
  });
  const eventId = ((await created.json()) as { id: string }).id;
  await signIn(foyer.scenario.staff.editor);
  await page.goto(`${museum(foyer.scenario)}/events/${eventId}/ticket-types/new`);
  await expect(page.getByRole("heading", { name: "New ticket type", level: 1 })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Member visit");
  await page.getByLabel("Price").fill("4.00");
  await page.getByLabel("Tickets available").fill("500");
  await page.getByLabel("Members' own ticket (free, booked with a membership card)").check();
  await page.getByRole("button", { name: "Create ticket type" }).click();
  await expect(page.locator("#type-price-error")).toHaveText("A members' own ticket is free: set the price to 0, or untick “Members' own ticket”.");
  await page.getByLabel("Price").fill("0");
  await page.getByRole("button", { name: "Create ticket type" }).click();

  const row = page.getByRole("region", { name: "Ticket types" }).getByRole("row").filter({ hasText: "Member visit" });
  await row.getByRole("link", { name: "Member visit" }).click();
  await expect(page.getByLabel("Members' own ticket (free, booked with a membership card)")).toBeChecked();
  const typeId = new URL(page.url()).pathname.split("/").pop()!;
  const stored = await fetch(`${foyer.baseUrl}/v1/ticket-types/${typeId}`, { headers: { authorization: `Bearer ${foyer.scenario.apiKey}` } });
  expect(await stored.json()).toMatchObject({ memberTicket: true, price: 0 });
});
