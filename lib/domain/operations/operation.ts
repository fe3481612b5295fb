import { int, literal, object, strictObject, uuid, type z } from "zod";
import type { Actor } from "@/lib/domain/actor";
import type { AuditEntity } from "@/lib/domain/audit/audit-entities";
import type { StaffNeed } from "@/lib/domain/users/administer-museum";
import type { WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";
import { filterText } from "@/lib/domain/shared/input-schemas";
import type { ErrorCode } from "@/lib/errors/app-error";

// One staff task, declared once beside its service (docs/architecture.md, "The operation catalog"):
// what it is called, what it takes and answers, who may do it and what it changes. The doors are made
// from the declaration (the staff tool server's tools: lib/mcp/operation-tools.ts; /v1's endpoints:
// lib/http/operation-endpoint.ts; GraphQL's fields: lib/graphql/operation-fields.ts), so a task put
// in the catalog (catalog/catalog.ts) is on those doors without more code.

/** What an operation does to the museum, which is also what an assistant is told of it. */
export type OperationEffect =
  /** Reads only. */
  | "reads"
  /** Adds a record. */
  | "creates"
  /** Changes a record; doing it twice with the same input changes nothing more. */
  | "changes"
  /** Removes or ends something that cannot simply be put back (a delete, a void, a cancellation). */
  | "destroys";

/** How the answer is built: one record, a page of records (`pageOf`), or word that it was done. */
export type AnswerKind = "record" | "page" | "done";

/** A value as it leaves a door: JSON turns a Date into its ISO text, so a service may answer either. */
export type Answer<T> = T extends string ? string | Date : T extends (infer Item)[] ? Answer<Item>[] : T extends object ? { [Key in keyof T]: Answer<T[Key]> } : T;

export interface Operation<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType> {
  /** snake_case, unique in the catalog: the tool's name. */
  name: string;
  /** A few words a person reads in a list of what an assistant may do, e.g. "Add a location". */
  title: string;
  /** One line in plain words; notes that matter to a caller follow it. */
  summary: string;
  /** The record the operation is about, singular and lower case ("location", "ticket type"). */
  noun: string;
  /** Everything it takes besides the acting museum and user; a record's id is `<nounKey>Id` (`ticketTypeId`). */
  input: Input;
  /** The input field a bare NOT_FOUND is about, when that is not `<nounKey>Id` (a schedule's task names its event). */
  about?: string;
  /** What it answers, as it leaves a door (dates as ISO text). */
  output: Output;
  answerKind: AnswerKind;
  /** A page answer's field that holds the page's records: `list` when not given. */
  pageField?: string;
  /** How far a page can reach when the operation reads fewer than its total (a day's first 1000 slots). */
  pagesUpTo?: number;
  /** Answer fields a page's cursor carries back as the same-named arguments, so the next page asks the same question though they were left to a default (the day, "today"). */
  cursorKeeps?: readonly string[];
  /** What the caller's role in the museum must allow (lib/domain/users/museum-access.ts). */
  need: StaffNeed;
  effect: OperationEffect;
  /** It may send email outside Foyer (a visitor's tickets): the staff tools say so (openWorldHint). */
  sendsEmail?: true;
  /** A change that does more each time it is repeated (a hold held longer again): not idempotent, though it changes a record. */
  repeatsAdd?: true;
  /** The audit trail's entries it writes (docs/audit.md), by entity. */
  audits: readonly AuditEntity[];
  /** The webhook events it sends (docs/webhooks.md, "Events"). */
  webhooks: readonly WebhookEventType[];
  /** Codes it can refuse with besides those every operation can (VALIDATION_ERROR, FORBIDDEN, RATE_LIMITED…). */
  errors: readonly ErrorCode[];
  run(actor: Actor, input: z.output<Input>): Promise<Answer<z.output<Output>>>;
  /** The answer as it left the door (JSON), in a few lines of words for a reader that is a language model; the input says which page it was. */
  inWords(answer: z.output<Output>, input: z.output<Input>): string;
}

/** The noun as a field name, e.g. "ticket type" → "ticketType": a record answer's key and, with Id, its id's argument. */
export function nounKey(noun: string): string {
  return noun.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** Who may run an operation, in the words every door's description ends with; any role may read or verify (README, "Roles"). */
export const needInWords: Partial<Record<StaffNeed, string>> = {
  modify: "Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  administer: "Needs an OWNER or ADMIN role.",
};

/** Declares an operation, keeping its schemas' types for `run` and `inWords`. */
export function defineOperation<Input extends z.ZodObject, Output extends z.ZodType>(operation: Operation<Input, Output>): Operation<Input, Output> {
  return operation;
}

/** What a task that reads a page of records declares: it changes nothing and refuses nothing of its own. */
export const listing = { answerKind: "page", need: "read", effect: "reads", audits: [], webhooks: [], errors: [] } as const;

/** What a task that looks up one record by its id declares. */
export const lookUp = { answerKind: "record", need: "read", effect: "reads", audits: [], webhooks: [], errors: ["NOT_FOUND"] } as const;

/** What a task that queues an email to a visitor or member declares: the outbox delivers it, and the audit trail says so. */
export const queuingEmail = { noun: "email", answerKind: "record", need: "modify", effect: "creates", sendsEmail: true, audits: ["email"], webhooks: [] } as const;

/** A list task's input: a page of at most `max` records (`fallback` when not given) and a filter. */
export function pageInput({ max, fallback }: { max: number; fallback: number }) {
  return strictObject({
    limit: int().min(1).max(max).optional().describe(`How many to answer, 1 to ${max} (default ${fallback}).`),
    offset: int().min(0).optional().describe("How many to skip (default 0): the next page starts at offset + limit."),
    filter: filterText,
  });
}

/** A page's first line in words: how many match, which are shown, and the offset of the next page. */
export function pageSummary(what: string, total: number, offset: number, shown: number): string {
  if (total === 0) return `No ${what} match.`;
  if (shown === 0) return `${total} ${what} match; none at offset ${offset}.`;
  const more = offset + shown < total ? ` Pass offset ${offset + shown} for the next page.` : "";
  return `${total} ${what} match; showing ${offset + 1}–${offset + shown}.${more}`;
}

/** A list task's words: the page's first line (pageSummary), then a line per record. */
export function pageInWords<Row>(noun: string, recordInWords: (record: Row) => string) {
  return ({ total, list }: { total: number; list: Row[] }, { offset = 0 }: { offset?: number | undefined }): string =>
    [pageSummary(`${noun}(s)`, total, offset, list.length), ...list.map((record) => `- ${recordInWords(record)}`)].join("\n");
}

interface Removal {
  name: string;
  title: string;
  summary: string;
  noun: string;
  /** The input field naming the record, e.g. locationId, with how to find its id. */
  recordId: { name: string; schema: z.ZodType<string> };
  audits: readonly AuditEntity[];
  errors: readonly ErrorCode[];
  remove(actor: Actor, id: string): Promise<void>;
}

/** A task that removes one record for good: it answers which record went, and needs a role that may change the museum. */
export function removalOperation({ recordId, remove, ...declared }: Removal): Operation {
  return {
    ...declared,
    input: strictObject({ [recordId.name]: recordId.schema }),
    output: object({ deleted: literal(true), [recordId.name]: uuid() }),
    answerKind: "done",
    need: "modify",
    effect: "destroys",
    webhooks: [],
    async run(actor, input) {
      const id = input[recordId.name] as string;
      await remove(actor, id);
      return { deleted: true, [recordId.name]: id };
    },
    inWords: (answer) => `Removed the ${declared.noun} ${String((answer as Record<string, unknown>)[recordId.name])}.`,
  };
}
