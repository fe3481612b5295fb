import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { salesSummaryInput } from "./sales-schemas";
import { salesSummary } from "./sales-summary";

describe.each(testProviders())("sales summary on %s", (provider) => {
  useTestDatabase(provider);

  it("counts every sale once across pages, including sales in the same millisecond, and only its own museum's", async () => {
    const [museum, other] = await Promise.all(
      ["sales", "sales-other"].map((slug) => db().museum.create({ data: { name: slug, slug: `${slug}-${provider}` } })),
    );
    const typeOf = async (museumId: string, name: string) => {
      const event = await db().event.create({ data: { museumId, name: "Show" } });
      return db().ticketType.create({ data: { museumId, eventId: event.id, name, price: 100, currency: "EUR", masterLanguage: "en", maxQuantity: 100 } });
    };
    const adult = await typeOf(museum!.id, "Adult");
    const foreign = await typeOf(other!.id, "Elsewhere");
    const sameMoment = new Date("2027-01-10T12:00:00.000Z");
    for (let index = 0; index < 7; index++) {
      await db().ticket.create({ data: { museumId: museum!.id, ticketTypeId: adult.id, price: 100 + index, currency: index < 5 ? "EUR" : "USD", createdAt: sameMoment } });
    }
    await db().ticket.create({ data: { museumId: museum!.id, ticketTypeId: adult.id, price: 1000, currency: "EUR", createdAt: new Date("2027-01-11T00:00:00Z") } });
    await db().ticket.create({ data: { museumId: other!.id, ticketTypeId: foreign.id, price: 999, currency: "EUR", createdAt: sameMoment } });

    const input = salesSummaryInput.parse({ from: "2027-01-01T00:00:00Z", to: "2027-02-01T00:00:00Z" });
    for (const pageSize of [1, 2, 3, 5000]) {
      const summary = await salesSummary({ actor: { museumId: museum!.id }, input, pageSize });
      expect(summary.ticketsSold, `page size ${pageSize}`).toBe(8);
      expect(summary.revenue).toEqual([
        { currency: "EUR", amount: 100 + 101 + 102 + 103 + 104 + 1000 },
        { currency: "USD", amount: 105 + 106 },
      ]);
      expect(summary.days.map((day) => [day.date, day.ticketsSold])).toEqual([
        ["2027-01-10", 7],
        ["2027-01-11", 1],
      ]);
      expect(summary.ticketTypes.map((type) => type.name)).toEqual(["Adult"]);
    }
  });

  it("refuses an empty or reversed range, more than 366 days, and an unknown time zone", () => {
    const accepted = (input: Record<string, string>) => salesSummaryInput.safeParse(input).success;
    expect(accepted({ from: "2027-01-02T00:00:00Z", to: "2027-01-02T00:00:00Z" })).toBe(false);
    expect(accepted({ from: "2027-01-02T00:00:00Z", to: "2027-01-01T00:00:00Z" })).toBe(false);
    expect(accepted({ from: "2027-01-01T00:00:00Z", to: "2028-01-03T00:00:00Z" })).toBe(false);
    expect(accepted({ from: "2027-01-01T00:00:00Z", to: "2027-01-02T00:00:00Z", timeZone: "Mars/Olympus" })).toBe(false);
    expect(accepted({ from: "2027-01-01T00:00:00Z", to: "2028-01-02T00:00:00Z", timeZone: "Europe/Vienna" })).toBe(true);
  });

  it("answers a date that is not a date-time with a validation issue, not a crash (found by the GraphQL fuzz suite)", () => {
    const answer = salesSummaryInput.safeParse({ from: "yesterday", to: "0000-01-01T00:00:00Z", timeZone: "%zz" });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => issue.path.join("."))).toContain("from");
  });
});
