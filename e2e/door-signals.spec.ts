import { doorTicketing, phoneWithCamera, sellTicket } from "./support/door";
import { expect, test } from "./support/test";

// Sound, vibration and the screen at the door (docs/dashboard.md, "The door"), on a phone with a fake
// camera. The browser's own devices are the boundary: the page's calls to them are recorded where
// they leave the page (an oscillator's frequency, navigator.vibrate, navigator.wakeLock), since a
// headless browser has no speaker, motor or screen to watch.

interface Recorded {
  tones: number[];
  vibrations: unknown[];
  wakeLocks: string[];
}

function recordDevices(): void {
  const recorded = { tones: [] as number[], vibrations: [] as unknown[], wakeLocks: [] as string[] };
  (window as unknown as { recorded: typeof recorded }).recorded = recorded;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode["start"]>) {
    recorded.tones.push(this.frequency.value);
    return start.apply(this, args);
  };
  Object.defineProperty(navigator, "vibrate", { value: (pattern: unknown) => (recorded.vibrations.push(pattern), true), configurable: true });
  const sentinel = () => {
    const lock = new EventTarget() as EventTarget & { released: boolean; type: string; release(): Promise<void> };
    lock.released = false;
    lock.type = "screen";
    lock.release = async () => {
      lock.released = true;
      recorded.wakeLocks.push("released");
    };
    return lock;
  };
  Object.defineProperty(navigator, "wakeLock", { value: { request: async () => (recorded.wakeLocks.push("acquired"), sentinel()) }, configurable: true });
}

test("the Start tap unlocks the tones for the first camera scan; vibration and the screen lock follow the settings", async ({ foyer }, testInfo) => {
  const ticket = await sellTicket(await doorTicketing(foyer), "Cecilia Payne");
  const phone = await phoneWithCamera(foyer, ticket.qrData, testInfo.outputDir, "signals", "East door", recordDevices);
  const { page } = phone;
  const recorded = () => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
  try {
    const result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "admitted", { timeout: 20_000 });
    // The first camera scan already sounds: one high tone, one buzz; the screen stays on while scanning.
    await expect.poll(async () => (await recorded()).tones).toEqual([1046]);
    expect((await recorded()).vibrations).toEqual([[90]]);
    expect((await recorded()).wakeLocks).toEqual(["acquired"]);
    await expect(page.getByText("Sound is off until you tap")).toBeHidden();

    // Vibration and the screen lock turned off on this phone, the camera's next read is "already used": two middle tones, no buzz.
    await page.getByRole("button", { name: "Next visitor" }).click();
    await page.getByText("Sound, vibration, screen").click();
    await page.getByLabel("Vibrate for each answer").uncheck();
    await page.getByLabel("Keep the screen on while scanning").uncheck();
    await expect.poll(async () => (await recorded()).wakeLocks).toEqual(["acquired", "released"]);
    await expect(result).toHaveAttribute("data-kind", "used", { timeout: 20_000 });
    await expect.poll(async () => (await recorded()).tones).toEqual([1046, 659, 659]);
    expect((await recorded()).vibrations).toEqual([[90]]);

    // The settings are kept on the phone; before the next Start tap the screen says the sound is locked.
    await page.reload();
    await expect(page.getByText("Sound is off until you tap the screen or press Start scanning.")).toBeVisible();
    await page.getByText("Sound, vibration, screen").click();
    await expect(page.getByLabel("Vibrate for each answer")).not.toBeChecked();
    await expect(page.getByLabel("A tone for each answer")).toBeChecked();
  } finally {
    await phone.close();
  }
});
