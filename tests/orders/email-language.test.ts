import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { expectError } from "../support/expect-error";
import { useFoyer } from "../support/foyer-fixture";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// docs/dashboard.md, "Languages": the museum's default language (GET/PATCH /v1/settings), the language
// the desk chose for the ticket email, ticket types named in that language, new customers' language,
// and the sign-in email in the language of the page it was asked from, all over real SMTP.

const SELL = `mutation($m: ID!, $input: DeskSaleInput!) { sellAtDesk(museumId: $m, input: $input) { id customerId } }`;
const MUSEUM = `query($m: ID!) { museum(id: $m) { defaultLanguage } }`;

describe.each(testProviders())("the visitor's language on %s", (provider) => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.close());
  const foyer = useFoyer(provider, {
    museums: ["language-a", "language-b"],
    sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN },
    env: () => ({ EMAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, EMAIL_POLL_MS: "100", EMAIL_RETRY_BASE_MS: "200" }),
  });
  const museumA = foyer.museum("language-a");
  const museumB = foyer.museum("language-b");
  const api = () => apiClient(foyer.baseUrl, museumA.apiKey);
  const editor = foyer.graphqlAs("editor@language.test", museumA, "EDITOR");
  let ticketing: Ticketing;

  beforeAll(async () => {
    ticketing = await createTicketing(museumA.museumId, { capacity: 50 });
    await db().ticketTypeTranslation.create({ data: { ticketTypeId: ticketing.ticketTypeId, language: "de", name: "Erwachsene" } });
  });

  it("keeps the default language per museum: English at first, German once set, anything else refused", async () => {
    expect((await api().get("/v1/settings")).body.defaultLanguage).toBe("en");
    const changed = await api().patch("/v1/settings", { defaultLanguage: "de" });
    expect(changed.status).toBe(200);
    expect(changed.body.defaultLanguage).toBe("de");
    for (const wrong of ["fr", "", "DE", 1, null]) expectError(await api().patch("/v1/settings", { defaultLanguage: wrong }), 400, "VALIDATION_ERROR", String(wrong));
    expect((await api().get("/v1/settings")).body.defaultLanguage).toBe("de");
    // The other museum's setting is its own.
    const other = apiClient(foyer.baseUrl, museumB.apiKey);
    expect((await other.get("/v1/settings")).body.defaultLanguage).toBe("en");
    expect((await editor(MUSEUM, { m: museumA.museumId })).body.data.museum.defaultLanguage).toBe("de");
    const audit = await db().auditEntry.findFirst({ where: { museumId: museumA.museumId, entity: "museum" }, orderBy: { id: "desc" }, select: { after: true } });
    expect(JSON.parse(String(audit?.after))).toMatchObject({ defaultLanguage: "de" });
  });

  it("gives a new customer and an order without a language the museum's default, and writes its email in it", async () => {
    const customer = await api().post("/v1/customers", { name: "Familie Berger", email: "berger@example.org" });
    expect(customer.body.language).toBe("de");
    expect((await api().post("/v1/customers", { name: "Ann Lee", language: "en" })).body.language).toBe("en");
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, email: "walk-in@example.org", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(order.body.language).toBe("de");
    await api().post(`/v1/orders/${order.body.id}/confirm`, {});
    const mail = await smtp.waitFor("walk-in@example.org");
    expect(mail.subject).toContain("Ihre Tickets");
    expect(mail.text).toContain("Ticket 1 von 1: Erwachsene");
  });

  it("writes the desk's sale in the language the desk chose, names the tickets in it, and sends it again in it", async () => {
    const german = await editor(SELL, {
      m: museumA.museumId,
      input: { timeSlotId: ticketing.timeSlotId, paymentMethod: "CASH", email: "gast@example.org", name: "Gast Neu", language: "de", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 2 }] },
    });
    const sold = german.body.data.sellAtDesk;
    expect(await db().customer.findUniqueOrThrow({ where: { id: sold.customerId }, select: { language: true } })).toEqual({ language: "de" });
    const first = await smtp.waitFor("gast@example.org");
    expect(first.subject).toContain("Ihre Tickets");
    expect(first.text).toContain("Hallo Gast Neu,");
    expect(first.text).toContain("Ticket 2 von 2: Erwachsene");
    expect(first.text).not.toContain("Adult");

    const before = smtp.messages.length;
    expect((await api().post(`/v1/orders/${sold.id}/send-tickets`, {})).status).toBe(202);
    const deadline = Date.now() + 20_000;
    while (smtp.messages.length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages.at(-1)!.text).toContain("Ticket 1 von 2: Erwachsene");

    // The museum's default is German, and the desk chose English: the desk wins.
    await editor(SELL, {
      m: museumA.museumId,
      input: { timeSlotId: ticketing.timeSlotId, paymentMethod: "CARD", email: "guest@example.org", language: "en", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] },
    });
    const english = await smtp.waitFor("guest@example.org");
    expect(english.subject).toContain("Your tickets");
    expect(english.text).toContain("Ticket 1 of 1: Adult");
  });

  it("writes the sign-in email in the sign-in page's language: the one it names, else the request's", async () => {
    const staff = ["erika@language.test", "emil@language.test", "ann@language.test"];
    for (const email of staff) await grantMuseumRole({ email, museumId: museumA.museumId, role: "EDITOR" });
    const start = (body: Record<string, unknown>, headers: Record<string, string> = {}) => apiClient(foyer.baseUrl).post("/auth/api/otp/start", body, { "x-forwarded-for": "198.51.100.77", ...headers });
    expect((await start({ email: staff[0], language: "de" })).status).toBe(202);
    expect((await start({ email: staff[1] }, { "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).status).toBe(202);
    expect((await start({ email: staff[2] }, { "accept-language": "de-DE", cookie: "foyer.language=en" })).status).toBe(202);
    expectError(await start({ email: staff[0], language: "fr" }), 400, "VALIDATION_ERROR");
    for (const email of staff.slice(0, 2)) {
      const mail = await smtp.waitFor(email);
      expect(mail.subject, email).toMatch(/^Ihr Anmeldecode für Foyer: \d{6}$/);
      expect(mail.text, email).toContain("Er gilt einmal");
    }
    expect((await smtp.waitFor(staff[2]!)).subject).toMatch(/^Your Foyer sign-in code: \d{6}$/);
  });
});
