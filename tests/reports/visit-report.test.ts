import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";

// docs/reports.md: the report's figures equal sums over the raw tickets and admissions, computed
// here independently, over random data across zones and a daylight-saving change; CSV = JSON.

const FROM = "2027-03-27";
const TO = "2027-04-02";

/** A seeded pseudo-random sequence, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

interface RawTicket {
  id: string;
  ticketTypeId: string;
  timeSlotId: string | null;
  status: string;
  price: number;
  currency: string;
  day: string;
  admitted: number;
  apiKeyId: string | null;
  userId: string | null;
}

describe.each(testProviders())("the visits report on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["report-a", "report-b"], env: { EXPIRY_SWEEP_SECONDS: "0" } });
  const museum = foyer.museum("report-a");
  const seed = Number(process.env.REPORT_SEED ?? Date.now() % 100_000);
  const tickets: RawTicket[] = [];

  beforeAll(async () => {
    const next = random(seed);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    // Two web shops' keys, a staff member, and tickets from before sellers were kept.
    const sellers = [{ apiKeyId: randomUUID(), userId: null }, { apiKeyId: randomUUID(), userId: null }, { apiKeyId: null, userId: randomUUID() }, { apiKeyId: null, userId: null }];
    const { museumId } = museum;
    await db().museum.update({ where: { id: museumId }, data: { timezone: "Pacific/Auckland" } });
    const locations = await Promise.all(
      ["Europe/Berlin", "America/Los_Angeles"].map(async (timezone) => ({
        timezone,
        id: (await db().location.create({ data: { museumId, name: timezone, timezone }, select: { id: true } })).id,
      })),
    );
    const places = [...locations, { id: null, timezone: "Pacific/Auckland" }];
    const types = await Promise.all(
      places.flatMap((place) =>
        ["EUR", "USD"].map(async (currency) => {
          const event = await db().event.create({ data: { museumId, name: "Season", locationId: place.id }, select: { id: true } });
          const type = await db().ticketType.create({
            data: { museumId, eventId: event.id, locationId: place.id, name: `Entry ${currency}`, price: 1000, currency, masterLanguage: "en", maxQuantity: 100_000 },
            select: { id: true },
          });
          return { id: type.id, eventId: event.id, place, currency };
        }),
      ),
    );
    // Slots from two days before the range to two days after, at any hour: many start near midnight somewhere.
    const start = Date.parse("2027-03-25T00:00:00Z");
    for (let index = 0; index < 60; index++) {
      const type = pick(types);
      const startsAt = new Date(start + Math.floor(next() * 10 * 24 * 4) * 15 * 60_000);
      const slot = await db().timeSlot.create({
        data: { museumId, eventId: type.eventId, locationId: type.place.id, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 1000 },
        select: { id: true },
      });
      for (let count = Math.floor(next() * 8); count > 0; count--) {
        const status = pick(["VALID", "VALID", "VALID", "VOIDED", "CANCELLED"]);
        const price = 500 + Math.floor(next() * 20) * 100;
        const id = randomUUID();
        const seller = pick(sellers);
        await db().ticket.create({ data: { id, museumId, ticketTypeId: type.id, timeSlotId: slot.id, status, price, currency: type.currency, ...seller } });
        const admitted = status === "VALID" && next() < 0.6 ? 1 : 0;
        if (admitted) await db().checkIn.create({ data: { museumId, kind: "TICKET", ticketId: id, checkedInAt: startsAt } });
        tickets.push({ id, ticketTypeId: type.id, timeSlotId: slot.id, status, price, currency: type.currency, day: dayIn(startsAt, type.place.timezone), admitted, ...seller });
      }
    }
    // Tickets without a slot count on the day they were sold, in the museum's zone.
    for (let index = 0; index < 15; index++) {
      const type = pick(types);
      const createdAt = new Date(start + Math.floor(next() * 10 * 24 * 60) * 60_000);
      const id = randomUUID();
      const status = pick(["VALID", "VOIDED"]);
      const seller = pick(sellers);
      await db().ticket.create({ data: { id, museumId, ticketTypeId: type.id, status, price: 700, currency: type.currency, createdAt, ...seller } });
      const admitted = status === "VALID" && next() < 0.5 ? 1 : 0;
      if (admitted) await db().checkIn.create({ data: { museumId, kind: "TICKET", ticketId: id } });
      tickets.push({ id, ticketTypeId: type.id, timeSlotId: null, status, price: 700, currency: type.currency, day: dayIn(createdAt, "Pacific/Auckland"), admitted, ...seller });
    }
  });

  const channelOf = (ticket: RawTicket) => (ticket.apiKeyId ? "API_KEY" : ticket.userId ? "STAFF" : "UNKNOWN");
  const keys = {
    day: (ticket: RawTicket) => ({ day: ticket.day }),
    timeSlot: (ticket: RawTicket) => ({ timeSlotId: ticket.timeSlotId }),
    ticketType: (ticket: RawTicket) => ({ ticketTypeId: ticket.ticketTypeId }),
    channel: (ticket: RawTicket) => ({ channel: channelOf(ticket), apiKeyId: ticket.apiKeyId }),
  };
  const keyColumns = { day: ["day"], timeSlot: ["timeSlotId"], ticketType: ["ticketTypeId"], channel: ["channel", "apiKeyId"] };

  function oracle(groupBy: keyof typeof keys) {
    const rows = new Map<string, Record<string, unknown> & { ticketsSold: number; ticketsVoided: number; revenue: number; admitted: number }>();
    for (const ticket of tickets.filter((candidate) => candidate.day >= FROM && candidate.day <= TO)) {
      const key = keys[groupBy](ticket);
      const id = JSON.stringify([key, ticket.currency]);
      const row = rows.get(id) ?? { ...key, currency: ticket.currency, ticketsSold: 0, ticketsVoided: 0, revenue: 0, admitted: 0 };
      row.ticketsSold += 1;
      if (ticket.status === "VALID") row.revenue += ticket.price;
      else row.ticketsVoided += 1;
      row.admitted += ticket.admitted;
      rows.set(id, row);
    }
    return [...rows.values()];
  }

  const sorted = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  for (const groupBy of ["day", "timeSlot", "ticketType", "channel"] as const) {
    it(`sums by ${groupBy} exactly what the raw tickets and admissions add up to, and says the same in CSV`, async () => {
      const api = apiClient(foyer.baseUrl, museum.apiKey);
      const answer = await api.get(`/v1/reports/visits?from=${FROM}&to=${TO}&groupBy=${groupBy}`);
      expect(answer.status, `seed ${seed}`).toBe(200);
      expect(sorted(answer.body.rows), `seed ${seed}`).toEqual(sorted(oracle(groupBy)));
      expect(answer.body.rows.length).toBeGreaterThan(0);

      const csv = await fetch(`${foyer.baseUrl}/v1/reports/visits?from=${FROM}&to=${TO}&groupBy=${groupBy}`, {
        headers: { authorization: `Bearer ${museum.apiKey}`, accept: "text/csv" },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const [header, ...lines] = (await csv.text()).trimEnd().split("\r\n");
      expect(header).toBe([...keyColumns[groupBy], "currency,ticketsSold,ticketsVoided,revenue,admitted"].join(","));
      expect(lines).toEqual(
        answer.body.rows.map((row: Record<string, unknown>) =>
          [...keyColumns[groupBy].map((column) => row[column] ?? ""), row.currency, row.ticketsSold, row.ticketsVoided, row.revenue, row.admitted].join(","),
        ),
      );
    });
  }

  it("refuses a range it cannot read, and shows another museum nothing of this one", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    for (const query of ["from=2027-04-02&to=2027-03-01", "from=2027-02-30&to=2027-03-01", "from=2027-01-01&to=2028-12-31", "to=2027-03-01", "from=2027-03-01&to=2027-03-02&groupBy=week"]) {
      const answer = await api.get(`/v1/reports/visits?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
    const other = await apiClient(foyer.baseUrl, foyer.museum("report-b").apiKey).get(`/v1/reports/visits?from=${FROM}&to=${TO}`);
    expect(other.body).toEqual({ rows: [] });
  });
});
