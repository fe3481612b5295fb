import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { decodeQrPng, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { zoneNearNoon } from "../support/zone-near-noon";

// docs/orders.md, "Ticket delivery": a confirmed order's tickets reach the visitor over SMTP, one QR
// code per ticket, each admitting once at the door, with the visit in the location's time zone.

/** The ticket images of an email, in the order it lists them, decoded by an independent reader. */
function ticketCodes(mail: ParsedMail): string[] {
  const images = mail.attachments.filter((attachment) => attachment.cid?.startsWith("ticket-qr-"));
  images.sort((a, b) => Number(a.cid!.slice("ticket-qr-".length)) - Number(b.cid!.slice("ticket-qr-".length)));
  for (const image of images) expect(image.contentType).toBe("image/png");
  return images.map((image) => decodeQrPng(image.content) ?? "unreadable");
}

describe.each(testProviders())("ticket emails on %s", (provider) => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  // Registered before the server's, so it runs after the server has stopped.
  afterAll(() => smtp?.close());
  const foyer = useFoyer(provider, {
    museums: ["tickets-mail-a", "tickets-mail-b"],
    env: () => ({ EMAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, EMAIL_FROM: "Museum Desk <desk@museum.test>", EMAIL_POLL_MS: "100", EMAIL_RETRY_BASE_MS: "200" }),
  });
  const museumA = foyer.museum("tickets-mail-a");
  const api = () => apiClient(foyer.baseUrl, museumA.apiKey);
  let zone: string;
  let slot: { timeSlotId: string; adult: string; child: string; startsAt: Date };

  beforeAll(async () => {
    zone = zoneNearNoon();
    const { museumId } = museumA;
    await db().museum.update({ where: { id: museumId }, data: { name: "Harbour Museum" } });
    const location = await db().location.create({ data: { museumId, name: "Main hall", timezone: zone }, select: { id: true } });
    const event = await db().event.create({ data: { museumId, name: "Harbour day", locationId: location.id, published: true }, select: { id: true } });
    const type = (name: string, price: number) =>
      db().ticketType.create({ data: { museumId, eventId: event.id, locationId: location.id, name, price, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true }, select: { id: true } });
    const [adult, child] = await Promise.all([type("Adult", 1400), type("Child", 600)]);
    await db().ticketTypeTranslation.create({ data: { ticketTypeId: child.id, language: "de", name: "Kind" } });
    // The slot began ten minutes ago: its tickets admit now.
    const startsAt = new Date(Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000);
    const timeSlot = await db().timeSlot.create({
      data: { museumId, eventId: event.id, locationId: location.id, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 40 },
      select: { id: true },
    });
    slot = { timeSlotId: timeSlot.id, adult: adult.id, child: child.id, startsAt };
  });

  const orderFor = (email: string, language?: string) =>
    api().post("/v1/orders", {
      timeSlotId: slot.timeSlotId,
      email,
      ...(language ? { language } : {}),
      lines: [
        { ticketTypeId: slot.adult, quantity: 2 },
        { ticketTypeId: slot.child, quantity: 2 },
      ],
    });

  it("sends the tickets on confirm over real SMTP; every code in the email admits once at the door", async () => {
    const order = await orderFor("family@example.org");
    const confirmed = await api().post(`/v1/orders/${order.body.id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const mail = await smtp.waitFor("family@example.org");
    expect(mail.subject).toBe("Your tickets for Harbour Museum");
    const wall = new Intl.DateTimeFormat("en", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(slot.startsAt);
    expect(mail.text).toContain(`at ${wall} (${zoneInWords(zone, "en", slot.startsAt)})`);
    expect(mail.text).not.toContain(zone);
    expect(mail.text).toContain(`Order number: ${confirmed.body.number}.`);
    expect(mail.text).toContain("Ticket 1 of 4: Adult");
    expect(mail.text).toContain("Ticket 4 of 4: Child");
    expect(mail.text).toContain("€40.00");
    const codes = ticketCodes(mail);
    expect(codes).toEqual(confirmed.body.tickets.map((ticket: { qrData: string }) => ticket.qrData));
    for (const code of codes) {
      const admitted = await api().post("/v1/check-ins", { qrData: code, entrance: "Main entrance" });
      expect(admitted.status, code).toBe(201);
    }
    // Each admits once.
    expect((await api().post("/v1/check-ins", { qrData: codes[0] })).body.error.code).toBe("ALREADY_CHECKED_IN");
    const outbox = await db().emailOutbox.findMany({ where: { orderId: order.body.id }, select: { kind: true, status: true, language: true } });
    expect(outbox).toEqual([{ kind: "ORDER_TICKETS", status: "SENT", language: "en" }]);
  });

  it("writes in the order's language, sends again on request without the voided tickets, and refuses what cannot be sent", async () => {
    const order = await orderFor("familie@example.org", "de");
    const confirmed = (await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body;
    const first = await smtp.waitFor("familie@example.org");
    expect(first.subject).toBe("Ihre Tickets für das Harbour Museum");
    expect(first.text).toContain("Ticket 3 von 4: Kind");
    expect(first.text).toContain(`(${zoneInWords(zone, "de", slot.startsAt)})`);
    expect(first.text).toContain(`Bestellnummer: ${confirmed.number}.`);

    await api().post(`/v1/tickets/${confirmed.tickets[3].id}/void`, {});
    const before = smtp.messages.length;
    const resent = await api().post(`/v1/orders/${order.body.id}/send-tickets`, {});
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ emailId: expect.any(String), status: "queued" });
    const deadline = Date.now() + 20_000;
    while (smtp.messages.length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const again = smtp.messages.at(-1)!;
    expect(ticketCodes(again)).toEqual(confirmed.tickets.slice(0, 3).map((ticket: { qrData: string }) => ticket.qrData));

    const held = await orderFor("later@example.org");
    expect((await api().post(`/v1/orders/${held.body.id}/send-tickets`, {})).body.error.code).toBe("ORDER_NOT_CONFIRMED");
    const silent = await api().post("/v1/orders", { timeSlotId: slot.timeSlotId, lines: [{ ticketTypeId: slot.adult, quantity: 1 }] });
    await api().post(`/v1/orders/${silent.body.id}/confirm`, {});
    expect(await db().emailOutbox.count({ where: { orderId: silent.body.id } })).toBe(0);
    expect((await api().post(`/v1/orders/${silent.body.id}/send-tickets`, {})).body.error.code).toBe("ORDER_HAS_NO_EMAIL");
    const other = apiClient(foyer.baseUrl, foyer.museum("tickets-mail-b").apiKey);
    expect((await other.post(`/v1/orders/${order.body.id}/send-tickets`, {})).body.error.code).toBe("ORDER_NOT_FOUND");
  });
});
