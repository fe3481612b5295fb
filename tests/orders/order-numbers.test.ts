import { beforeAll, describe, expect, it } from "vitest";
import { databaseProvider, db, withSqliteConnection } from "@/lib/db/client";
import { orderNumberTaken } from "@/lib/domain/orders/order-number";
import { ORDER_NUMBER_ALPHABET, typedOrderNumber } from "@/lib/domain/orders/order-number-format";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// docs/orders.md, "Order numbers": every order gets a short number people read aloud, of a readable
// alphabet, unique in its museum; the id stays the API's. /v1 and GraphQL show it, the filter
// language finds an order by it, and another museum's number finds nothing.

const READABLE = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{3}-[${ORDER_NUMBER_ALPHABET}]{3}$`);
const ORDER = `query($m: ID!, $id: ID!) { museum(id: $m) { order(id: $id) { id number } } }`;

describe("typed order numbers", () => {
  it("reads a number as people type it, and nothing else as one", () => {
    expect(typedOrderNumber("a7k 29q")).toBe("A7K-29Q");
    expect(typedOrderNumber(" A7K-29Q ")).toBe("A7K-29Q");
    expect(typedOrderNumber("a7k29q")).toBe("A7K-29Q");
    expect(typedOrderNumber("A7K-29")).toBeNull();
    // 0, O, 1, I, L and U are not in the alphabet: a number never has them.
    for (const sign of "0O1ILU") expect(typedOrderNumber(`A7K-29${sign}`)).toBeNull();
  });
});

describe.each(testProviders())("order numbers on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["numbers", "numbers-other"],
    env: { EXPIRY_SWEEP_SECONDS: "0" },
    sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN },
  });
  const museum = foyer.museum("numbers");
  const other = foyer.museum("numbers-other");
  const viewer = foyer.graphqlAs("nina@numbers.test", museum, "VIEWER");
  let ticketing: Ticketing;
  let otherTicketing: Ticketing;

  beforeAll(async () => {
    ticketing = await createTicketing(museum.museumId, { capacity: 200 });
    otherTicketing = await createTicketing(other.museumId, { capacity: 20 });
  });

  const order = (apiKey: string, { timeSlotId, ticketTypeId }: Ticketing) =>
    apiClient(foyer.baseUrl, apiKey).post("/v1/orders", { timeSlotId, lines: [{ ticketTypeId, quantity: 1 }] });

  it("gives every order a readable number of its own, kept on every read", async () => {
    const made = await Promise.all(Array.from({ length: 30 }, () => order(museum.apiKey, ticketing)));
    for (const answer of made) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const numbers = made.map((answer) => answer.body.number as string);
    for (const number of numbers) expect(number).toMatch(READABLE);
    expect(new Set(numbers).size).toBe(numbers.length);

    const first = made[0]!.body;
    const read = await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/orders/${first.id}`);
    expect(read.body).toMatchObject({ id: first.id, number: first.number });
    const viaGraphql = await viewer(ORDER, { m: museum.museumId, id: first.id });
    expect(viaGraphql.body.data?.museum?.order, JSON.stringify(viaGraphql.body)).toEqual({ id: first.id, number: first.number });
  });

  it("finds an order by its number, in its own museum only", async () => {
    const mine = (await order(museum.apiKey, ticketing)).body;
    const theirs = (await order(other.apiKey, otherTicketing)).body;
    const byNumber = (number: string) => encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "NUMBER", value: number }));

    const found = await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/orders?filter=${byNumber(mine.number)}`);
    expect(found.status).toBe(200);
    expect(found.body.list.map((row: { id: string }) => row.id)).toEqual([mine.id]);

    const elsewhere = await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/orders?filter=${byNumber(theirs.number)}`);
    expect(elsewhere.body.total).toBe(theirs.number === mine.number ? 1 : 0);
    if (theirs.number !== mine.number) expect(elsewhere.body.list).toEqual([]);
  });

  it("knows a number the museum already has when the database refuses it, so a new order tries another", async () => {
    const [first, second] = await db().order.findMany({ where: { museumId: museum.museumId }, select: { id: true, number: true }, take: 2 });
    const duplicate = async () => {
      if (databaseProvider() === "sqlite") {
        // New orders are stored on SQLite's direct connection (hold-order-on-sqlite.ts): its refusal too.
        await withSqliteConnection((connection) => connection.prepare(`UPDATE "Order" SET "number" = ? WHERE "id" = ?`).run(first!.number, second!.id));
      }
      await db().order.update({ where: { id: second!.id }, data: { number: first!.number } });
    };
    const refusal = await duplicate().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).not.toBeNull();
    expect(orderNumberTaken(refusal)).toBe(true);
    expect(orderNumberTaken(new Error("something else"))).toBe(false);
  });
});
