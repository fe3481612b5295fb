import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { applyRetention, retentionFromEnv } from "@/lib/domain/retention/apply-retention";
import { testProviders } from "../support/databases";
import { seedMuseumHere } from "../support/seed-museum";
import { createTicketing } from "../support/ticketing-fixtures";
import { useTestDatabase } from "../support/use-database";

// Retention (docs/operations.md, "Retention"): past its time each kind of record loses its details and
// keeps what the figures and the trail need; younger records, and records still at work (a queued
// email, a delivery being retried), are left alone; 0 keeps everything.

const DAY = 86_400_000;
const NOW = new Date("2027-06-01T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const settings = { auditDays: 730, emailDays: 90, webhookDays: 30, checkInDays: 365 };

describe.each(testProviders())("retention on %s", (provider) => {
  useTestDatabase(provider);

  it("strips old details and keeps the rest", async () => {
    const { museumId } = await seedMuseumHere("retention");
    const audit = (days: number) =>
      db().auditEntry.create({ data: { museumId, at: ago(days), entity: "customer", entityId: randomUUID(), action: "update", before: '{"name":"Ada"}', after: '{"name":"Ada L."}' } });
    const [oldAudit, youngAudit] = [await audit(800), await audit(10)];
    const email = (days: number, status: string) =>
      db().emailOutbox.create({
        data: { museumId, kind: "MEMBERSHIP_RECEIPT", to: "ada@example.org", subject: "Receipt", html: "<p>Ada</p>", text: "Ada", language: "en", qrData: "https://x/m/1", status, sentAt: status === "SENT" ? ago(days) : null, createdAt: ago(days) },
      });
    const [oldSent, youngSent, oldQueued] = [await email(100, "SENT"), await email(5, "SENT"), await email(100, "QUEUED")];
    const endpoint = await db().webhookEndpoint.create({ data: { museumId, url: "https://shop.example/hooks", events: "[]", secret: "whsec_x" } });
    const delivery = (days: number, status: string) =>
      db().webhookDelivery.create({ data: { messageId: `msg_${randomUUID().replaceAll("-", "")}`, museumId, endpointId: endpoint.id, type: "customer.created", subject: "s", payload: "{}", status, createdAt: ago(days) } });
    const [oldDelivered, oldRetrying, youngDelivered] = [await delivery(40, "DELIVERED"), await delivery(40, "QUEUED"), await delivery(2, "DELIVERED")];
    const checkIn = (days: number, kind: string) =>
      db().checkIn.create({ data: { museumId, kind, checkedInAt: ago(days), entrance: "North door", membershipId: null, admissionKey: kind === "TICKET" ? `ticket:${randomUUID()}` : null } });
    const [oldTicketCheckIn, youngCheckIn] = [await checkIn(400, "TICKET"), await checkIn(3, "TICKET")];
    // A card let into its booked place (docs/admission.md, "Members at the door"): the visit names the card.
    const customer = await db().customer.create({ data: { museumId, name: "Ada", language: "en" } });
    const card = await db().membership.create({ data: { museumId, customerId: customer.id, name: "Annual pass", validFrom: ago(500), validTo: ago(-100) } });
    const bookedVisit = await db().checkIn.create({ data: { museumId, kind: "TICKET", checkedInAt: ago(400), membershipId: card.id, admissionKey: `ticket:${randomUUID()}` } });
    // The card's bookings: a place in a slot ended past the cutoff forgets the card; a recent one keeps it.
    const booking = async (days: number) => {
      const { ticketTypeId, timeSlotId } = await createTicketing(museumId, { startsAt: ago(days) });
      const order = await db().order.create({
        data: { id: randomUUID(), museumId, timeSlotId, customerId: customer.id, status: "CONFIRMED", total: 0, currency: "EUR", expiresAt: ago(days), lines: { create: { position: 0, ticketTypeId, quantity: 1, unitPrice: 0, currency: "EUR", membershipId: card.id } } },
        include: { lines: true },
      });
      const ticket = await db().ticket.create({ data: { museumId, orderId: order.id, ticketTypeId, timeSlotId, membershipId: card.id, price: 0, currency: "EUR" } });
      return { line: order.lines[0]!, ticket };
    };
    const [oldBooking, youngBooking] = [await booking(400), await booking(3)];
    const scan = (days: number) =>
      db().offlineScan.create({ data: { museumId, deviceScanId: randomUUID(), deviceId: "Door phone", scannedAt: ago(days), phoneDecision: "ADMITTED", outcome: "REFUSED", reason: "INVALID_CODE" } });
    const [oldScan, youngScan] = [await scan(400), await scan(3)];

    const result = await applyRetention(settings, NOW);
    expect(result).toEqual({ auditEntries: 1, emails: 1, webhookDeliveries: 1, checkIns: 2, memberBookings: 2, offlineScans: 1 });

    expect(await db().auditEntry.findUniqueOrThrow({ where: { id: oldAudit.id } })).toMatchObject({ before: null, after: null, entity: "customer", entityId: oldAudit.entityId, action: "update" });
    expect(await db().auditEntry.findUniqueOrThrow({ where: { id: youngAudit.id } })).toMatchObject({ before: '{"name":"Ada"}' });
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { id: oldSent.id } })).toMatchObject({ html: "", text: "", qrData: null, status: "SENT" });
    for (const kept of [youngSent, oldQueued]) expect(await db().emailOutbox.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ html: "<p>Ada</p>" });
    expect(await db().webhookDelivery.findUnique({ where: { id: oldDelivered.id } })).toBeNull();
    expect(await db().webhookDelivery.findUnique({ where: { id: oldRetrying.id } })).not.toBeNull();
    expect(await db().webhookDelivery.findUnique({ where: { id: youngDelivered.id } })).not.toBeNull();
    expect(await db().checkIn.findUniqueOrThrow({ where: { id: oldTicketCheckIn.id } })).toMatchObject({ entrance: null, admissionKey: oldTicketCheckIn.admissionKey, kind: "TICKET" });
    expect(await db().checkIn.findUniqueOrThrow({ where: { id: youngCheckIn.id } })).toMatchObject({ entrance: "North door" });
    expect(await db().checkIn.findUniqueOrThrow({ where: { id: bookedVisit.id } })).toMatchObject({ membershipId: null, admissionKey: bookedVisit.admissionKey, kind: "TICKET" });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: oldBooking.ticket.id } })).toMatchObject({ membershipId: null, status: "VALID" });
    expect(await db().orderLine.findUniqueOrThrow({ where: { id: oldBooking.line.id } })).toMatchObject({ membershipId: null, quantity: 1 });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: youngBooking.ticket.id } })).toMatchObject({ membershipId: card.id });
    expect(await db().orderLine.findUniqueOrThrow({ where: { id: youngBooking.line.id } })).toMatchObject({ membershipId: card.id });
    expect(await db().offlineScan.findUnique({ where: { id: oldScan.id } })).toBeNull();
    expect(await db().offlineScan.findUnique({ where: { id: youngScan.id } })).not.toBeNull();

    // A second run finds nothing left to strip.
    expect(await applyRetention(settings, NOW)).toEqual({ auditEntries: 0, emails: 0, webhookDeliveries: 0, checkIns: 0, memberBookings: 0, offlineScans: 0 });
    // 0 keeps details for ever.
    expect(await applyRetention({ auditDays: 0, emailDays: 0, webhookDays: 0, checkInDays: 0 }, new Date(NOW.getTime() + 3650 * DAY))).toEqual({
      auditEntries: 0, emails: 0, webhookDeliveries: 0, checkIns: 0, memberBookings: 0, offlineScans: 0,
    });
  });

  it("reads its settings, with documented defaults, and refuses a bad one", () => {
    const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
    expect(retentionFromEnv(env({}))).toEqual({ auditDays: 730, emailDays: 90, webhookDays: 30, checkInDays: 365 });
    expect(retentionFromEnv(env({ AUDIT_RETENTION_DAYS: "0" })).auditDays).toBe(0);
    expect(() => retentionFromEnv(env({ EMAIL_RETENTION_DAYS: "soon" }))).toThrow(/EMAIL_RETENTION_DAYS/);
  });
});
