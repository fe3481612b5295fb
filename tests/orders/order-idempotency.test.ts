import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { counters, createTicketing } from "../support/ticketing-fixtures";

// docs/orders.md "Limits": every POST of an order takes an Idempotency-Key, so a web shop that retries
// after a lost answer holds, sells, sends and voids once, and is answered as the first time.

describe.each(testProviders())("Idempotency-Key on orders on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["order-retries"], env: { EXPIRY_SWEEP_SECONDS: "0" } });
  const museum = foyer.museum("order-retries");
  const api = () => apiClient(foyer.baseUrl, museum.apiKey);
  const key = () => ({ "idempotency-key": randomUUID() });

  it("holds, confirms, resends and voids once however often each request is retried", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 10 });
    const body = { timeSlotId: ticketing.timeSlotId, email: "retry@example.org", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 3 }] };

    const createKey = key();
    const created = await Promise.all([1, 2, 3].map(() => api().post("/v1/orders", body, createKey)));
    const first = created.find((answer) => answer.status === 201)!;
    // Retries that overlap the first are told it is still running; none of them holds anything.
    for (const answer of created.filter((answer) => answer !== first)) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 201) expect(answer.body.id).toBe(first.body.id);
      else expect(answer.body.error.code).toBe("IDEMPOTENCY_KEY_IN_PROGRESS");
    }
    const replayed = await api().post("/v1/orders", body, createKey);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body.id).toBe(first.body.id);
    expect(await db().order.count({ where: { timeSlotId: ticketing.timeSlotId } })).toBe(1);
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 3 } });

    const orderId = first.body.id as string;
    const confirmKey = key();
    const confirmed = await api().post(`/v1/orders/${orderId}/confirm`, {}, confirmKey);
    const confirmedAgain = await api().post(`/v1/orders/${orderId}/confirm`, {}, confirmKey);
    expect(confirmed.status).toBe(200);
    // The retry gets the first answer (the tickets), not ORDER_ALREADY_CONFIRMED.
    expect(confirmedAgain).toMatchObject({ status: 200, body: confirmed.body });
    expect(await db().ticket.count({ where: { orderId } })).toBe(3);

    const sendKey = key();
    const sent = await api().post(`/v1/orders/${orderId}/send-tickets`, {}, sendKey);
    const sentAgain = await api().post(`/v1/orders/${orderId}/send-tickets`, {}, sendKey);
    expect(sent.status).toBe(202);
    expect(sentAgain.body.emailId).toBe(sent.body.emailId);
    // One email from the confirm, one from the resend: the retried resend sent nothing more.
    expect(await db().emailOutbox.count({ where: { orderId } })).toBe(2);

    const voidKey = key();
    const ticketId = confirmed.body.tickets[0].id as string;
    const voided = await api().post(`/v1/tickets/${ticketId}/void`, {}, voidKey);
    expect(voided.body.status).toBe("VOIDED");
    expect((await api().post(`/v1/tickets/${ticketId}/void`, {}, voidKey)).body).toEqual(voided.body);
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0, sold: 2, validTickets: 2 } });
  });

  it("refuses the same key with another order, holding nothing for it", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 10 });
    const reused = key();
    const order = (quantity: number) => ({ timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity }] });
    expect((await api().post("/v1/orders", order(1), reused)).status).toBe(201);
    const refused = await api().post("/v1/orders", order(2), reused);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 1 } });
  });
});
