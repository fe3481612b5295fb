import { beforeAll, describe, expect, it } from "vitest";
import { checkIn } from "@/lib/domain/check-ins/check-in";
import { cancelOrder } from "@/lib/domain/orders/cancel-order";
import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { createOrder } from "@/lib/domain/orders/create-order";
import { extendOrder } from "@/lib/domain/orders/extend-order";
import { orderTimeline } from "@/lib/domain/orders/order-timeline";
import { queueTicketEmail } from "@/lib/domain/orders/queue-ticket-email";
import { voidTicket } from "@/lib/domain/tickets/void-ticket";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { seedMuseumHere } from "../support/seed-museum";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";
import { useTestDatabase } from "../support/use-database";
import { zoneNearNoon } from "../support/zone-near-noon";

// docs/orders.md, "Timeline": an order's events come from the audit trail, the email outbox and the
// check-ins, oldest first, and only for the museum that owns the order.

describe.each(testProviders())("order timeline on %s", (provider) => {
  useTestDatabase(provider);
  let museumId: string;
  let otherMuseumId: string;
  let ticketing: Ticketing;

  beforeAll(async () => {
    museumId = (await seedMuseumHere("timeline-a")).museumId;
    otherMuseumId = (await seedMuseumHere("timeline-b")).museumId;
    // The slot began ten minutes ago, so its tickets admit at the door now; in a zone where it is about
    // noon, so ten minutes ago is today there whenever the test runs.
    await db().museum.update({ where: { id: museumId }, data: { timezone: zoneNearNoon() } });
    ticketing = await createTicketing(museumId, { startsAt: new Date(Date.now() - 10 * 60_000) });
  });

  const hold = async (email: string | null, quantity: number) =>
    (await createOrder({ actor: { museumId }, input: { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity }], ...(email ? { email } : {}) } })).id;

  it("lists held, extended, confirmed, emailed, admitted and voided in the order they happened", async () => {
    const actor = { museumId };
    const id = await hold("visitor@example.org", 2);
    await extendOrder({ actor, id });
    const confirmed = await confirmOrder({ actor, id });
    const [first, second] = confirmed.tickets;
    await checkIn({ actor, input: { qrData: first!.qrData, entrance: "North door" } });
    await voidTicket({ actor, id: second!.id });
    await queueTicketEmail({ actor, orderId: id });

    const timeline = await orderTimeline({ actor, id });
    expect(timeline.map((event) => event.kind)).toEqual(["HELD", "EXTENDED", "CONFIRMED", "EMAILED", "ADMITTED", "VOIDED", "EMAILED"]);
    expect(timeline.find((event) => event.kind === "ADMITTED")).toMatchObject({ ticketId: first!.id, entrance: "North door" });
    expect(timeline.find((event) => event.kind === "VOIDED")).toMatchObject({ ticketId: second!.id });
    expect(timeline.find((event) => event.kind === "EMAILED")).toMatchObject({ emailTo: "visitor@example.org", emailStatus: "QUEUED" });
    const times = timeline.map((event) => event.at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("ends a cancelled order with its cancellation, and an expired one with the end of its hold", async () => {
    const actor = { museumId };
    const cancelled = await hold(null, 1);
    await cancelOrder({ actor, id: cancelled });
    expect((await orderTimeline({ actor, id: cancelled })).map((event) => event.kind)).toEqual(["HELD", "CANCELLED"]);

    const lapsed = await hold(null, 1);
    // Its hold ends now, the moment after it was made.
    const ended = new Date();
    await db().order.update({ where: { id: lapsed }, data: { expiresAt: ended } });
    const timeline = await orderTimeline({ actor, id: lapsed });
    expect(timeline.map((event) => event.kind)).toEqual(["HELD", "EXPIRED"]);
    expect(timeline[1]!.at).toEqual(ended);
  });

  it("does not find another museum's order", async () => {
    const id = await hold(null, 1);
    await expect(orderTimeline({ actor: { museumId: otherMuseumId }, id })).rejects.toMatchObject({ code: "ORDER_NOT_FOUND" });
  });
});
