import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Operation } from "@/lib/domain/operations/operation";
import { pageOutcome, withCursor } from "./tool-pages";

// A page's cursor (docs/mcp.md, "The tools"): where paging ends, what it carries back, what it refuses.

const daySlots: Operation = {
  name: "day_slots",
  title: "A day's slots",
  summary: "",
  noun: "time slot",
  input: z.strictObject({ date: z.string().optional(), limit: z.int().optional(), offset: z.int().optional() }),
  output: z.object({ date: z.string(), total: z.int(), timeSlots: z.array(z.int()) }),
  answerKind: "page",
  pageField: "timeSlots",
  pagesUpTo: 1000,
  cursorKeeps: ["date"],
  need: "read",
  effect: "reads",
  audits: [],
  webhooks: [],
  errors: [],
  run: async () => ({}),
  inWords: () => "",
};

const args = { museumId: "m1" };
const page = (offset: number, count: number, total = 1500) => ({ date: "2027-05-01", total, timeSlots: Array.from({ length: count }, (_, index) => offset + index) });
const nextCursorOf = (offset: number, count: number, total?: number) =>
  pageOutcome(daySlots, args, { offset, limit: count }, page(offset, count, total)).data.nextCursor as string | null;

describe("a page's cursor", () => {
  it("offers a next page up to where the operation reads, and never for an empty page", () => {
    expect(nextCursorOf(0, 10, 40)).not.toBeNull();
    expect(nextCursorOf(30, 10, 40), "the last page of the total").toBeNull();
    expect(nextCursorOf(980, 10), "a day of 1500 slots pages through its first 1000").not.toBeNull();
    expect(nextCursorOf(990, 10), "the page that ends at 1000").toBeNull();
    expect(nextCursorOf(996, 4), "the page that reaches 1000").toBeNull();
    expect(nextCursorOf(1000, 0), "an empty page past the end").toBeNull();
  });

  it("asks the same question from where the page ended, the settled day carried back though it was left to its default", () => {
    const cursor = nextCursorOf(0, 10)!;
    expect(withCursor("day_slots", args, {}, cursor)).toEqual({ date: "2027-05-01", offset: 10 });
    expect(withCursor("day_slots", { ...args, date: "2027-05-01" }, { date: "2027-05-01" }, cursor)).toEqual({ date: "2027-05-01", offset: 10 });
  });

  it("refuses a cursor for another day, another museum or tool, beside an offset, altered, or not one at all", () => {
    const cursor = nextCursorOf(0, 10)!;
    const refusal = (call: () => unknown): { path: string; message: string } => {
      try {
        call();
      } catch (error) {
        return (error as { details: { path: string; message: string }[] }).details[0]!;
      }
      throw new Error("not refused");
    };
    expect(refusal(() => withCursor("day_slots", { ...args, date: "2027-05-02" }, {}, cursor))).toMatchObject({ path: "cursor", message: expect.stringContaining("other arguments") });
    expect(refusal(() => withCursor("day_slots", { museumId: "m2" }, {}, cursor)).message).toContain("other arguments");
    expect(refusal(() => withCursor("slot_attendance", args, {}, cursor)).message).toContain("other arguments");
    expect(refusal(() => withCursor("day_slots", { ...args, offset: 5 }, {}, cursor)).message).toContain("not both");
    const [offset, settled, fingerprint] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as [number, Record<string, string>, string];
    const altered = Buffer.from(JSON.stringify([offset, { ...settled, date: "2027-05-02" }, fingerprint])).toString("base64url");
    expect(refusal(() => withCursor("day_slots", args, {}, altered)).message).toContain("other arguments");
    for (const garbage of ["bm90IG91cnM", Buffer.from(JSON.stringify([-1, {}, fingerprint])).toString("base64url"), Buffer.from("[1,{\"a\":{}},\"x\"]").toString("base64url")]) {
      expect(refusal(() => withCursor("day_slots", args, {}, garbage)).message).toContain("not a cursor");
    }
  });
});
