import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { sendDailySummaries } from "@/lib/domain/reports/send-daily-summaries";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, graphqlAs, staffToken } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { recipients, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { expectedSummary, random, seedSalesAround, type ExpectedSummary } from "../support/summary-fixtures";

// docs/reports.md, "Daily summary": owners and admins who ask get one email per museum day, queued
// once the day is over in the museum's zone and delivered over real SMTP, whose figures are those of
// the raw rows. The day is New York's 14 March 2027, 23 hours long (clocks went forward at 02:00).

const ZONE = "America/New_York";
const DAY = "2027-03-14";
/** 05:59 and 06:30 on 15 March in New York (UTC−4 since the change). */
const BEFORE_SIX = new Date("2027-03-15T09:59:00Z");
const AFTER_SIX = new Date("2027-03-15T10:30:00Z");
const SUBJECT = "Harbour Museum: your summary of Sunday, March 14, 2027";

const people: [string, MuseumRoleName][] = [
  ["owner@summary.test", "OWNER"],
  ["admin@summary.test", "ADMIN"],
  ["quiet-owner@summary.test", "OWNER"],
  ["viewer@summary.test", "VIEWER"],
];

const SET = `mutation($m: ID!, $on: Boolean!) { setDailySummaryEmail(museumId: $m, enabled: $on) { id dailySummaryEmail } }`;

/** The figures as the email's plain text states them, by line. */
function figures(text: string) {
  const line = (label: string) => text.split("\n").find((candidate) => candidate.startsWith(label))?.slice(label.length).trim();
  return {
    sold: line("Tickets sold:"),
    voided: line("Of these, voided or cancelled:"),
    revenue: line("Revenue:"),
    admitted: line("Visitors admitted:"),
    busiest: line("Busiest time slot:"),
  };
}

/** The same figures written out from the raw rows' sums, each through Intl on its own. */
function written(expected: ExpectedSummary): ReturnType<typeof figures> {
  const count = (value: number) => value.toLocaleString("en");
  const amounts = Object.entries(expected.revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => new Intl.NumberFormat("en", { style: "currency", currency }).format(minor / 100));
  const slot = expected.busiest;
  const clock = slot && new Intl.DateTimeFormat("en", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: slot.timeZone });
  return {
    sold: count(expected.ticketsSold),
    voided: count(expected.ticketsVoided),
    revenue: amounts.length > 0 ? amounts.join(" and ") : "none",
    admitted: `${count(expected.admittedTickets + expected.admittedMembers)} (${count(expected.admittedTickets)} with tickets, ${count(expected.admittedMembers)} members)`,
    busiest: slot && clock ? `${clock.format(slot.startsAt)}–${clock.format(slot.endsAt)}, ${slot.eventName}: ${slot.admitted} admitted, ${slot.tickets} tickets` : "none, no slot sold a ticket",
  };
}

async function mailTo(smtp: SmtpSink, to: string, subject: string): Promise<ParsedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = smtp.messages.find((mail) => recipients(mail).includes(to) && mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" to ${to}; got ${smtp.messages.map((mail) => mail.subject).join(" | ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testProviders())("the daily summary email on %s", (provider) => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  // Registered before the server's, so it runs after the server has stopped.
  afterAll(() => smtp?.close());
  const foyer = useFoyer(provider, {
    museums: ["summary-a", "summary-b"],
    // The server's own check would run at today's date; the tests run the sender at chosen instants.
    env: () => ({
      EMAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      EMAIL_POLL_MS: "100",
      EXPIRY_SWEEP_SECONDS: "0",
      DAILY_SUMMARY_CHECK_SECONDS: "0",
    }),
    sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN },
  });
  const museum = foyer.museum("summary-a");
  const seed = Number(process.env.SUMMARY_SEED ?? Date.now() % 100_000);
  const tokens = new Map<string, string>();
  const as = (email: string) => graphqlAs(foyer.baseUrl, tokens.get(email)!);

  beforeAll(async () => {
    const { museumId } = museum;
    await db().museum.update({ where: { id: museumId }, data: { name: "Harbour Museum", timezone: ZONE } });
    // Slots from 20:00 the evening before to 10:00 the morning after; members either side of both midnights.
    const memberTimes = ["2027-03-14T04:30:00Z", "2027-03-14T05:30:00Z", "2027-03-14T16:00:00Z", "2027-03-15T03:59:00Z", "2027-03-15T04:01:00Z"];
    await seedSalesAround(museumId, { fromUtc: "2027-03-14T01:00:00Z", otherZone: "America/Chicago", memberTimes, next: random(seed) });
    // Another museum sells and admits on the same day: none of it may reach this museum's summary.
    await seedSalesAround(foyer.museum("summary-b").museumId, { fromUtc: "2027-03-14T01:00:00Z", otherZone: ZONE, memberTimes, next: random(seed + 1) });
    for (const [email, role] of people) tokens.set(email, (await staffToken(email, museumId, role)).token);
    await db().user.update({ where: { email: "owner@summary.test" }, data: { name: "Ada" } });
  });

  it(`is off until an owner or admin asks; a viewer may not (seed ${seed})`, async () => {
    const m = museum.museumId;
    const read = await as("owner@summary.test")(`query($m: ID!) { museum(id: $m) { dailySummaryEmail } }`, { m });
    expect(read.body).toEqual({ data: { museum: { dailySummaryEmail: false } } });
    for (const email of ["owner@summary.test", "admin@summary.test"]) {
      expect((await as(email)(SET, { m, on: true })).body).toEqual({ data: { setDailySummaryEmail: { id: m, dailySummaryEmail: true } } });
    }
    const refused = await as("viewer@summary.test")(SET, { m, on: true });
    expect(errorCodes(refused)).toEqual(["FORBIDDEN"]);
    expect(refused.body.data).toBeNull();
    const asked = await db().museumRole.findMany({ where: { museumId: m, dailySummary: true }, select: { user: { select: { email: true } } } });
    expect(asked.map((row) => row.user.email).sort()).toEqual(["admin@summary.test", "owner@summary.test"]);
  });

  it("does not send the day before 06:00 the next morning in the museum's zone", async () => {
    expect((await sendDailySummaries({ now: BEFORE_SIX })).queued).toBe(2);
    const queued = await db().emailOutbox.findMany({ where: { museumId: museum.museumId, kind: "DAILY_SUMMARY" }, select: { onceKey: true } });
    // At 05:59 the latest day over is the 13th.
    expect(queued.map((email) => email.onceKey!.slice(-10))).toEqual(["2027-03-13", "2027-03-13"]);
  });

  it("queues one email per person who asked, however often and however many at once run the sender", async () => {
    const runs = await Promise.all([sendDailySummaries({ now: AFTER_SIX }), sendDailySummaries({ now: AFTER_SIX }), sendDailySummaries({ now: AFTER_SIX })]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(2);
    expect((await sendDailySummaries({ now: new Date(AFTER_SIX.getTime() + 3_600_000) })).queued).toBe(0);
    const queued = await db().emailOutbox.findMany({ where: { museumId: museum.museumId, onceKey: { endsWith: `/${DAY}` } }, select: { to: true } });
    expect(queued.map((email) => email.to).sort()).toEqual(["admin@summary.test", "owner@summary.test"]);
  });

  it("delivers over SMTP the figures of the raw rows, the day named as New York had it", async () => {
    const expected = await expectedSummary(museum.museumId, DAY);
    // The data is worth checking: sales, refunds, admissions and the members inside the day.
    expect(expected.ticketsSold).toBeGreaterThan(0);
    expect(expected.admittedMembers).toBe(3);
    const mail = await mailTo(smtp, "owner@summary.test", SUBJECT);
    expect(figures(mail.text ?? "")).toEqual(written(expected));
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain("Here is how Sunday, March 14, 2027 went at Harbour Museum (days in Eastern Time).");
    const toAdmin = await mailTo(smtp, "admin@summary.test", SUBJECT);
    expect(figures(toAdmin.text ?? "")).toEqual(written(expected));

    // Everything queued was delivered; nobody who did not ask got anything.
    const deadline = Date.now() + 20_000;
    while ((await db().emailOutbox.count({ where: { kind: "DAILY_SUMMARY", status: { not: "SENT" } } })) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await db().emailOutbox.count({ where: { kind: "DAILY_SUMMARY", status: "SENT" } })).toBe(4);
    const silent = ["quiet-owner@summary.test", "viewer@summary.test"];
    expect(smtp.messages.filter((message) => recipients(message).some((to) => silent.includes(to)))).toEqual([]);
    expect(smtp.messages.filter((message) => message.subject === SUBJECT)).toHaveLength(2);
  });
});
