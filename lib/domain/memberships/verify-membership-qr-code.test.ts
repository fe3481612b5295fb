import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { explainMembershipQrCode } from "./verify-membership-qr-code";

// The door check decides validity by calendar day in the museum's time zone (membership-standing.ts):
// a card valid to 23 November admits all day on 23 November there, and not a minute into the 24th.

describe.each(testProviders())("the door check's day rule on %s", (provider) => {
  useTestDatabase(provider);
  beforeAll(() => {
    process.env.ADMISSION_SIGNING_KEY = randomBytes(32).toString("hex");
  });
  afterEach(() => vi.useRealTimers());

  /** A museum in `timezone` with one member whose card is valid to 23 November 2026 (midnight UTC). */
  async function cardValidToNovember23(slug: string, timezone: string) {
    const museum = await createMuseum({ name: slug, slug: `${slug}-${provider}` });
    await db().museum.update({ where: { id: museum.id }, data: { timezone } });
    const customer = await db().customer.create({ data: { museumId: museum.id, name: "Grete Wiesenthal" }, select: { id: true } });
    const membership = await db().membership.create({
      data: { museumId: museum.id, customerId: customer.id, name: "Annual pass", validFrom: new Date("2026-01-01T00:00:00Z"), validTo: new Date("2026-11-23T00:00:00Z") },
      select: { id: true },
    });
    const qrData = membershipQrData({ id: membership.id, museumId: museum.id });
    return async (at: string) => {
      vi.useFakeTimers({ now: new Date(at), toFake: ["Date"] });
      const answer = await explainMembershipQrCode({ actor: { museumId: museum.id }, qrData });
      vi.useRealTimers();
      return answer.valid ? "VALID" : answer.reason;
    };
  }

  it("admits all day on the last day in the museum's zone, and refuses as EXPIRED from the next", async () => {
    const vienna = await cardValidToNovember23("vienna", "Europe/Vienna");
    expect(await vienna("2026-11-23T22:59:00Z")).toBe("VALID");
    expect(await vienna("2026-11-23T23:00:00Z")).toBe("EXPIRED");
    const utc = await cardValidToNovember23("greenwich", "UTC");
    expect(await utc("2026-11-23T23:59:00Z")).toBe("VALID");
    expect(await utc("2026-11-24T00:00:00Z")).toBe("EXPIRED");
  });

  it("reads the stored end on the museum's calendar: in New York midnight UTC is still the day before", async () => {
    const newYork = await cardValidToNovember23("new-york", "America/New_York");
    expect(await newYork("2026-11-23T04:59:00Z")).toBe("VALID");
    expect(await newYork("2026-11-23T05:00:00Z")).toBe("EXPIRED");
  });
});
