import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";
import { deliveringWebhooks, useReceiver, waitFor } from "../webhooks/webhook-receiver";

// Who is inside now (docs/admission.md), "Closing": the running server's background round "visit
// closing" (every VISIT_CLOSE_SECONDS) ends a visit never scanned out at its location's closing time,
// the slot's end plus VISIT_CLOSE_AFTER_MINUTES, as an exit would: inside-now drops, checkout.created
// is delivered and the audit trail has the exit. tests/admission/occupancy.test.ts calls the round's
// function itself; this file proves `npm start` runs it.

const MINUTE = 60_000;
const AFTER_MINUTES = 30;
/** How long after the ticket's slot is made its closing time comes: room to see the visitor inside first. */
const CLOSES_IN_MS = 15_000;

describe.each(testProviders())("the visit closing round on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["closing-a"],
    env: deliveringWebhooks({ VISIT_CLOSE_SECONDS: "1", VISIT_CLOSE_AFTER_MINUTES: String(AFTER_MINUTES) }),
  });
  const museum = foyer.museum("closing-a");
  const receiver = useReceiver();
  const api = () => apiClient(foyer.baseUrl, museum.apiKey);

  const insideAt = async (locationId: string) => {
    const answer = await api().get("/v1/occupancy");
    expect(answer.status).toBe(200);
    return (answer.body.list as { locationId: string; inside: number }[]).find((entry) => entry.locationId === locationId)!.inside;
  };

  it("closes a visit never scanned out once its slot ended VISIT_CLOSE_AFTER_MINUTES ago, and not before", async () => {
    const zone = zoneNearNoon();
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: zone } });
    const endpoint = await api().post("/v1/webhook-endpoints", { url: receiver.url, events: ["checkout.created"] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const location = await api().post("/v1/locations", { name: "Hall", timezone: zone });
    expect(location.status).toBe(201);
    const locationId = location.body.id as string;

    // A one-hour slot of today that ended a little less than AFTER_MINUTES ago: its visits close CLOSES_IN_MS from now.
    const closesAt = new Date(Date.now() + CLOSES_IN_MS);
    const endsAt = new Date(closesAt.getTime() - AFTER_MINUTES * MINUTE);
    const ticketing = await createTicketing(museum.museumId, { locationId, startsAt: new Date(endsAt.getTime() - 60 * MINUTE) });
    expect((await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId }, select: { endsAt: true } })).endsAt).toEqual(endsAt);
    const sold = await api().post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);

    const admitted = await api().post("/v1/check-ins", { qrData: sold.body.qrData, entrance: "Nord" });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
    // Rounds run every second, but the visit is not due yet: it stays inside until its closing time.
    expect(await insideAt(locationId)).toBe(1);
    expect(Date.now(), "the set-up took longer than CLOSES_IN_MS: nothing said whether the visit stayed open before its closing time").toBeLessThan(closesAt.getTime() - 2_000);
    expect(await db().checkIn.findUniqueOrThrow({ where: { id: admitted.body.id }, select: { checkedOutAt: true } })).toEqual({ checkedOutAt: null });

    // Bounded: the closing time, then a few rounds (a second each) and room for a loaded machine.
    await waitFor(async () => (await insideAt(locationId)) === 0, "the closing round to count the visitor out", CLOSES_IN_MS + 30_000);
    expect(Date.now()).toBeGreaterThanOrEqual(closesAt.getTime());
    expect(await db().checkIn.findUniqueOrThrow({ where: { id: admitted.body.id }, select: { checkedOutAt: true, checkOutKind: true, exitEntrance: true } })).toEqual({
      checkedOutAt: closesAt,
      checkOutKind: "CLOSED",
      exitEntrance: null,
    });

    // The exit's records, as an exit scan's: the audit entry and checkout.created, delivered and signed.
    const audit = await db().auditEntry.findMany({ where: { museumId: museum.museumId, entity: "checkIn", entityId: admitted.body.id } });
    expect(audit.map((entry) => ({ action: entry.action, after: JSON.parse(entry.after!) }))).toEqual([
      { action: "checkOut", after: { checkedOutAt: closesAt.toISOString(), exitEntrance: null, checkOutKind: "CLOSED" } },
    ]);
    await waitFor(() => receiver.received.length >= 1, "checkout.created");
    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0]!;
    expect(() => new Webhook(endpoint.body.secret).verify(hook.body, hook.headers)).not.toThrow();
    expect(JSON.parse(hook.body)).toMatchObject({
      type: "checkout.created",
      data: {
        checkInId: admitted.body.id,
        kind: "TICKET",
        ticketId: sold.body.id,
        locationId,
        checkedInAt: admitted.body.checkedInAt,
        checkedOutAt: closesAt.toISOString(),
        entrance: null,
        checkOutKind: "CLOSED",
        mayReenterToday: false,
      },
    });

    // Closed is out: the ticket (reentry NONE) does not come back in.
    const again = await api().post("/v1/check-ins", { qrData: sold.body.qrData });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_CHECKED_IN");
    expect(await insideAt(locationId)).toBe(0);
  }, 120_000);
});
