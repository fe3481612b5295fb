import type { Page } from "@playwright/test";
import { doorTicketing } from "./support/door";
import { doorPhone } from "./support/door-phone";
import { expect, expectAccessible, test } from "./support/test";

// A school class at the door (docs/admission.md, "Groups"; docs/dashboard.md, "The door scanner"): on
// a phone the door person scans the group's one code, says how many are here, and the rest of the
// group comes in later on the same code; once all are in, the code says so, with when the last came.

async function scan(page: Page, qrData: string) {
  const code = page.getByLabel("Enter a code instead");
  await code.fill(qrData);
  await code.press("Enter");
  return page.locator("[data-kind]");
}

test("on a phone a group is let in on its one code, some now and the rest later, and never more than the group", async ({ browser, foyer }) => {
  const ticketing = await doorTicketing(foyer);
  const { api } = ticketing;
  const held = await api.post<{ id: string }>("/v1/orders", {
    timeSlotId: ticketing.slot.id,
    lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 5 }],
    group: { name: "Klasse 4b", leaderName: "Frau Okafor", size: 5 },
  });
  const order = await api.post<{ groupQrData: string }>(`/v1/orders/${held.body.id}/confirm`, {});
  expect([held.status, order.status]).toEqual([201, 200]);
  const groupCode = order.body.groupQrData;

  const page = await doorPhone(browser, foyer, "Gruppeneingang");
  try {
    let result = await scan(page, groupCode);
    await expect(result).toHaveAttribute("data-kind", "group");
    await expect(result).toContainText("Group: Klasse 4b");
    await expect(result).toContainText("Frau Okafor");
    await expect(result).toContainText("5 in the group · 0 came already · 5 still to come");
    const howMany = page.getByLabel("How many are here?");
    await expect(howMany).toHaveValue("5");
    await expectAccessible(page, "a group's code on a phone, asking how many are here");

    // Three are here; two come later.
    await howMany.fill("3");
    await page.getByRole("button", { name: "Let them in" }).click();
    result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "group-admitted");
    await expect(result).toContainText("3 let in");
    await expect(result).toContainText("Klasse 4b");
    await expect(result).toContainText("2 still to come on the group's code.");
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-kind]")).toHaveCount(0);

    // More than are left cannot be asked for; the two who are left can.
    result = await scan(page, groupCode);
    await expect(result).toContainText("5 in the group · 3 came already · 2 still to come");
    await expect(howMany).toHaveValue("2");
    await howMany.fill("3");
    await expect(page.getByRole("button", { name: "Let them in" })).toBeDisabled();
    await howMany.fill("2");
    await page.getByRole("button", { name: "Let them in" }).click();
    await expect(page.locator("[data-kind]")).toContainText("The whole group is in.");
    await page.keyboard.press("Escape");

    // All are in: the code says so, and when the last of them came, at which entrance.
    result = await scan(page, groupCode);
    await expect(result).toHaveAttribute("data-kind", "used");
    await expect(result).toContainText("All 5 of the group are in already");
    await expect(result).toContainText(/The latest came in at \d\d:\d\d, Gruppeneingang\./);
    await page.keyboard.press("Escape");

    // At an exit the group's code counts nothing, and says so.
    await page.getByRole("radio", { name: "Scan out" }).check();
    result = await scan(page, groupCode);
    await expect(result).toContainText("A group's code counts no exit: let the group out.");
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: "Let in" }).check();

    // Five places of the location are taken, one per member of the group.
    const slot = await api.get<{ locationId: string }>(`/v1/time-slots/${ticketing.slot.id}`);
    const occupancy = await api.get<{ list: { locationId: string; inside: number }[] }>("/v1/occupancy");
    expect(occupancy.body.list.find((entry) => entry.locationId === slot.body.locationId)?.inside).toBe(5);
  } finally {
    await page.context().close();
  }
});
