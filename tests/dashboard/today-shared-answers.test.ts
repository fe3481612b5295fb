import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { DAY_CAPACITY } from "@/lib/dashboard/documents/capacity";
import { print } from "@/lib/graphql-schema-types/typed-graphql";
import { SHARED_FOR_MS } from "@/lib/graphql/shared-answers";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, type GraphqlCaller } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing } from "../support/ticketing-fixtures";

// Today's figures are read at most once a second per museum, role and question, and that answer is
// given to every page asking within the second (lib/graphql/shared-answers.ts). These prove who gets a
// shared answer and who does not: a change made within the second shows only after it.

const DAY = { from: "2027-03-01T00:00:00.000Z", to: "2027-03-02T00:00:00.000Z", day: "2027-03-01" };
const TODAY = print(DAY_CAPACITY);

describe.each(testProviders())("Today's shared figures on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["today-shared-a", "today-shared-b"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museumA = foyer.museum("today-shared-a");
  const museumB = foyer.museum("today-shared-b");
  const eva = foyer.graphqlAs("eva@today-shared.test", museumA, "EDITOR");
  const otto = foyer.graphqlAs("otto@today-shared.test", museumA, "EDITOR");
  const vera = foyer.graphqlAs("vera@today-shared.test", museumA, "VIEWER");
  const dora = foyer.graphqlAs("dora@today-shared.test", museumA, "DOOR");
  const stranger = foyer.graphqlAs("sam@today-shared.test", museumB, "OWNER");

  const capacityOf = (answer: { body: any }, slotId: string) =>
    answer.body.data.museum.timeSlots.list.find((slot: { id: string }) => slot.id === slotId).capacity as number;

  // A slot made during a test shows in Today's figures once the answer read before it is a second old.
  const aSharedAnswerAges = () => new Promise((resolve) => setTimeout(resolve, SHARED_FOR_MS + 50));

  /** Asks as `first`, changes the slot's capacity, then asks as `second`; tried again when the machine was too slow to stay within one second. */
  async function askAroundAChange(first: GraphqlCaller, second: GraphqlCaller, slotId: string, query: string) {
    for (let attempt = 1; ; attempt++) {
      const began = Date.now();
      const before = await first(query, { museumId: museumA.museumId, ...DAY });
      const capacity = capacityOf(before, slotId) + 1;
      await db().timeSlot.update({ where: { id: slotId }, data: { capacity } });
      const after = await second(query, { museumId: museumA.museumId, ...DAY });
      if (Date.now() - began < SHARED_FOR_MS * 0.8 || attempt === 3) return { before, after, capacity, withinTheSecond: Date.now() - began < SHARED_FOR_MS };
      await aSharedAnswerAges();
    }
  }

  it("gives two staff members of one role the same read within a second, and the change after it", async () => {
    const { timeSlotId } = await createTicketing(museumA.museumId, { capacity: 20 });
    await aSharedAnswerAges();
    const { before, after, capacity, withinTheSecond } = await askAroundAChange(eva, otto, timeSlotId, TODAY);
    expect(withinTheSecond, "three tries each took longer than the shared second").toBe(true);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(capacityOf(after, timeSlotId)).toBe(capacity - 1);
    expect(after.headers.get("x-request-id")).not.toBe(before.headers.get("x-request-id"));
    // Compressed once for everyone it is given to, for a client that takes gzip (fetch asks for it).
    expect(after.headers.get("content-encoding")).toBe("gzip");
    expect(after.headers.get("vary")).toContain("accept-encoding");

    await aSharedAnswerAges();
    expect(capacityOf(await otto(TODAY, { museumId: museumA.museumId, ...DAY }), timeSlotId)).toBe(capacity);
  });

  it("answers another role, another question and any other document on their own", async () => {
    const { timeSlotId } = await createTicketing(museumA.museumId, { capacity: 30 });
    await aSharedAnswerAges();
    const viewer = await askAroundAChange(eva, vera, timeSlotId, TODAY);
    expect(capacityOf(viewer.after, timeSlotId), "a viewer's answer is not an editor's").toBe(viewer.capacity);

    // The same figures asked in other words (here, one more space) are not the shared question.
    await aSharedAnswerAges();
    const reworded = await askAroundAChange(eva, otto, timeSlotId, `${TODAY} `);
    expect(capacityOf(reworded.after, timeSlotId)).toBe(reworded.capacity);
  });

  it("never gives a shared answer to someone without a role that may read the museum", async () => {
    await createTicketing(museumA.museumId, { capacity: 5 });
    const shared = await eva(TODAY, { museumId: museumA.museumId, ...DAY });
    expect(shared.body.data.museum.timeSlots.total).toBeGreaterThan(0);

    const outsider = await stranger(TODAY, { museumId: museumA.museumId, ...DAY });
    expect(errorCodes(outsider)).toEqual(["NOT_FOUND"]);
    expect(outsider.body.data?.museum ?? null).toBeNull();

    const doorStaff = await dora(TODAY, { museumId: museumA.museumId, ...DAY });
    expect(errorCodes(doorStaff)).toContain("FORBIDDEN");
    expect(JSON.stringify(doorStaff.body)).not.toContain('"capacity"');
  });
});
