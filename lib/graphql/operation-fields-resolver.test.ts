import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineOperation } from "@/lib/domain/operations/operation";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { ACTOR } from "./context";
import type { MuseumNode } from "./museum-node";
import { operationFields } from "./operation-fields";

// How a field made from the catalog hands GraphQL's arguments to its operation (docs/graphql.md, "Made
// from the catalog"), with an operation that answers what it was given: no database, so each rule is
// seen alone.

const asked: unknown[] = [];
const echo = defineOperation({
  name: "echo_note",
  title: "Echo a note",
  summary: "Answers the note it is given.",
  noun: "note",
  input: z
    .strictObject({
      noteId: z.uuid(),
      title: z.string().min(1).optional(),
      remark: z.string().nullable().optional(),
      from: z.int().optional(),
      to: z.int().optional(),
    })
    .refine((note) => note.from === undefined || note.to === undefined || note.from <= note.to, { message: "from comes before to." }),
  output: z.object({ noteId: z.uuid() }),
  answerKind: "record",
  need: "read",
  effect: "reads",
  audits: [],
  webhooks: [],
  errors: [],
  run: async (_actor, input) => {
    asked.push(input);
    return { noteId: input.noteId };
  },
  inWords: () => "",
});

const listed = defineOperation({
  ...echo,
  name: "list_notes",
  input: z.strictObject({ limit: z.int().min(1).max(20).optional(), offset: z.int().min(0).optional(), topic: z.string().optional() }),
  output: z.object({ total: z.int(), list: z.array(z.object({ noteId: z.uuid() })) }),
  answerKind: "page",
  run: async (_actor, input) => {
    asked.push(input);
    return { total: 1, list: [{ noteId: "8d7c3c2e-3f0a-4f57-9d0e-3f8c1b2a7e11" }] };
  },
  inWords: () => "",
});

const museum = { id: "museum-1", role: "EDITOR", userId: "user-1" } as MuseumNode;
const NOTE = "5b1f2f5e-2a54-4d1b-9a44-0c0d6f0f9f3a";

const made = operationFields("Museum", [
  { field: "note", operation: echo, id: "noteId", inputType: "NoteInput", returns: "Note" },
  { field: "flatNote", operation: echo, returns: "Note" },
  { field: "notes", operation: listed, paging: DEFAULT_PAGING, returns: "NoteList" },
]);
const resolve = (field: string, args: Record<string, unknown>) => (made.resolvers[field] as unknown as (parent: MuseumNode, args: Record<string, unknown>) => Promise<Record<string | symbol, unknown>>)(museum, args);

async function refusal(field: string, args: Record<string, unknown>) {
  const error = await resolve(field, args).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return error as { code: string; details: { path: string }[] };
}

describe("a field made from the catalog", () => {
  it("fills the operation's id from `id` and the rest from `input`, null meaning not given where the field cannot be null", async () => {
    asked.length = 0;
    const answer = await resolve("note", { id: NOTE, input: { title: null, remark: null } });
    expect(asked).toEqual([{ noteId: NOTE, remark: null }]);
    expect(answer[ACTOR]).toEqual(expect.objectContaining({ museumId: "museum-1", userId: "user-1" }));
  });

  it("names the GraphQL argument a refusal is about, the input itself for a rule across its fields", async () => {
    expect((await refusal("note", { id: "nope", input: {} })).details.map((detail) => detail.path)).toEqual(["id"]);
    expect((await refusal("note", { id: NOTE, input: { title: "" } })).details.map((detail) => detail.path)).toEqual(["input.title"]);
    expect((await refusal("note", { id: NOTE, input: { from: 3, to: 1 } })).details.map((detail) => detail.path)).toEqual(["input"]);
    expect((await refusal("flatNote", { noteId: NOTE, from: 3, to: 1 })).details.map((detail) => detail.path)).toEqual([""]);
    expect((await refusal("flatNote", { noteId: "nope" })).details.map((detail) => detail.path)).toEqual(["noteId"]);
  });

  it("pages a list by GraphQL's rule, past the operation's own page size, and carries the actor on every record", async () => {
    asked.length = 0;
    const page = await resolve("notes", { limit: 500, topic: "tours" });
    expect(asked).toEqual([{ topic: "tours", limit: 500, offset: 0 }]);
    expect((page.list as Record<symbol, unknown>[])[0]![ACTOR]).toEqual(expect.objectContaining({ museumId: "museum-1" }));
    expect((await refusal("notes", { limit: 1001 })).code).toBe("INVALID_PAGINATION");
    expect((await refusal("notes", { offset: -1 })).code).toBe("INVALID_PAGINATION");
  });

  it("refuses a role that may not, before the operation runs", async () => {
    asked.length = 0;
    const door = { ...museum, role: "DOOR" } as MuseumNode;
    const run = made.resolvers.note as unknown as (parent: MuseumNode, args: Record<string, unknown>) => Promise<unknown>;
    await expect(run(door, { id: NOTE, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(asked).toEqual([]);
  });
});
