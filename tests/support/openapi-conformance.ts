import type { IncomingHttpHeaders } from "node:http";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// Every answer an API test receives from /v1 is held against GET /v1/openapi.json of the server that
// gave it (issue 31: "the OpenAPI document is the truth"): its status must be one the operation
// documents, with the headers the document requires, a media type it lists, and a JSON body its
// schema accepts. A mismatch fails the test that received the answer, naming what differs. Every
// sender of the API suites goes through `expectConformingAnswer`: apiClient, the cross-tenant suite's
// sendAs, route-parity's fetches and sendRaw, and the REST fuzz (docs/api.md, "Checked against the
// document").
//
// Answers the document cannot describe, each with why (`OUTSIDE_THE_DOCUMENT`), are still held to
// what the document does say about every answer: the error body (#/components/schemas/ErrorBody,
// whose `code` lists every code) and X-Request-Id (#/components/headers/RequestId).

type Json = Record<string, any>;

interface Route {
  pattern: RegExp;
  template: string;
}

interface Checker {
  routes: Route[];
  document: Json;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

const checkers = new Map<string, Promise<Checker>>();

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

async function loadChecker(baseUrl: string): Promise<Checker> {
  const response = await fetch(`${baseUrl}/v1/openapi.json`);
  if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
  const document = (await response.json()) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, "openapi");
  const routes = Object.keys(document.paths as Json)
    // Patterns match whole paths, so of the templates that match one, the one with the fewest
    // parameters is the one the server routes to: /v1/time-slots/bulk-change, not /v1/time-slots/{id}.
    .sort((a, b) => a.split("{").length - b.split("{").length || b.length - a.length)
    .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`) }));
  return { routes, document, ajv, validators: new Map() };
}

function checkerFor(baseUrl: string): Promise<Checker> {
  let checker = checkers.get(baseUrl);
  if (!checker) {
    checker = loadChecker(baseUrl);
    checkers.set(baseUrl, checker);
  }
  return checker;
}

function validatorFor(checker: Checker, pointer: string): ValidateFunction {
  let validate = checker.validators.get(pointer);
  if (!validate) {
    validate = checker.ajv.getSchema(`openapi#${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    checker.validators.set(pointer, validate);
  }
  return validate;
}

function resolve(document: Json, value: Json): Json {
  if (typeof value.$ref !== "string") return value;
  return (value.$ref as string)
    .slice(2)
    .split("/")
    .reduce((node: Json, key) => node[key.replace(/~1/g, "/").replace(/~0/g, "~")], document);
}

/** Headers as fetch gives them, or as node:http does (tests/support/fuzz/raw-request.ts). */
export type AnswerHeaders = Headers | IncomingHttpHeaders | Record<string, string | string[] | undefined>;

export interface CheckedAnswer {
  status: number;
  headers: AnswerHeaders;
  text: string;
  /** The JSON body, parsed; anything else when the body is not JSON. */
  body: unknown;
}

function header(headers: AnswerHeaders, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const value = (headers as Record<string, string | string[] | undefined>)[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Answers the document cannot describe, and why. Each is still held to the document's error body and
 * X-Request-Id (or, for a redirect, to a Location), so nothing is skipped silently.
 */
export const OUTSIDE_THE_DOCUMENT = {
  unlistedPath:
    "A /v1 path the document does not list (404): an OpenAPI Paths Object names the paths that exist and has no entry for every other path.",
  unlistedMethod:
    "A method the path does not have (405 with Allow): an OpenAPI operation declares that the method exists, so a method that does not cannot be listed.",
  nonCanonicalPath:
    "A path with a `.` or `..` segment (also as %2e) or an empty one, sent raw: the document's paths are the normalised ones (RFC 3986, 5.2.4), and the server redirects such a path to its normalised form, answers it as a path it does not list, or takes it verbatim as the operation it spells (a success is then held to that operation).",
  undecodablePath:
    "A path segment that is not percent-encoded UTF-8 (`%`, `%zz`, `%FF%FE`, an overlong `%E0%80%AF`), sent raw: a path parameter is text, so such a segment is the value of no parameter and the path is none the document lists (the server answers 404 ROUTE_NOT_FOUND, as for an unlisted path; a success is held to the operation the path spells).",
} as const;

export type AnswerKind = "operation" | keyof typeof OUTSIDE_THE_DOCUMENT;

/** How many /v1 answers this test file held against the document, by kind. */
const tally: Record<AnswerKind, number> = { operation: 0, unlistedPath: 0, unlistedMethod: 0, nonCanonicalPath: 0, undecodablePath: 0 };

/** A copy of the count of answers checked so far in this test file, by kind, and their total. */
export function conformanceTally(): Record<AnswerKind | "total", number> {
  return { ...tally, total: Object.values(tally).reduce((sum, count) => sum + count, 0) };
}

/** "OpenAPI conformance: 812 /v1 answers validated (790 against their operation, 22 …)", for a suite's log. */
export function conformanceSummary(): string {
  const counts = conformanceTally();
  const outside = (Object.keys(OUTSIDE_THE_DOCUMENT) as (keyof typeof OUTSIDE_THE_DOCUMENT)[]).map((kind) => `${counts[kind]} ${kind}`).join(", ");
  return `OpenAPI conformance: ${counts.total} /v1 answers validated (${counts.operation} against their operation; outside the document, held to ErrorBody: ${outside})`;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether a raw path segment is percent-encoded UTF-8 text, as the value of a path parameter is. */
function decodes(segment: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(segment)) return false;
  const parts = segment.split(/(%[0-9a-f]{2})/i).map((part) => (/^%[0-9a-f]{2}$/i.test(part) ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part)));
  try {
    return strictUtf8.decode(Buffer.concat(parts)) !== undefined;
  } catch {
    return false;
  }
}

function pathOf(url: string, baseUrl: string): string {
  // A path as sent (raw requests keep dot segments and odd bytes); an absolute URL as fetch sent it.
  return url.startsWith("/") ? url.split(/[?#]/)[0]! : new URL(url, baseUrl).pathname;
}

function bodyMismatch(checker: Checker, pointer: string, where: string, answer: CheckedAnswer): string | null {
  const validate = validatorFor(checker, pointer);
  if (validate(answer.body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || "(body)"} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ""}`);
  return `${where}: body does not match ${pointer}: ${errors.join("; ")}`;
}

/** An answer no operation describes: the document's error body and request id, or a redirect. */
function outsideMismatch(checker: Checker, where: string, answer: CheckedAnswer, redirectAllowed: boolean): string | null {
  if (redirectAllowed && answer.status >= 300 && answer.status < 400) return header(answer.headers, "location") ? null : `${where}: redirect without Location`;
  if (answer.status < 400) return `${where}: a success for a path or method the document does not list`;
  if (!header(answer.headers, "x-request-id")) return `${where}: required header X-Request-Id missing (#/components/headers/RequestId)`;
  return bodyMismatch(checker, "/components/schemas/ErrorBody", where, answer);
}

/** What is wrong with one answer against the document, or null when it conforms (or is not under /v1). */
export async function openApiMismatch(baseUrl: string, method: string, url: string, answer: CheckedAnswer): Promise<string | null> {
  const path = pathOf(url, baseUrl);
  if (!path.startsWith("/v1/")) return null;
  const checker = await checkerFor(baseUrl);
  const segments = path.split("/").slice(1);
  const route = checker.routes.find((candidate) => candidate.pattern.test(path));
  const operation = route ? (checker.document.paths as Json)[route.template][method.toLowerCase()] : undefined;
  const oddPath: keyof typeof OUTSIDE_THE_DOCUMENT | null = segments.some((segment) => segment === "" || /^(\.|%2e){1,2}$/i.test(segment))
    ? "nonCanonicalPath"
    : segments.every(decodes)
      ? null
      : "undecodablePath";
  // The server may still take such a path verbatim as the operation it spells (GET
  // /v1/verify-membership-qr-code/.. is a check of the code ".."): a success is then held to that operation.
  if (oddPath && !(answer.status < 300 && operation)) {
    tally[oddPath] += 1;
    return outsideMismatch(checker, `${method} ${path.slice(0, 200)} → ${answer.status} (${oddPath})`, answer, oddPath === "nonCanonicalPath");
  }
  if (!route) {
    tally.unlistedPath += 1;
    return outsideMismatch(checker, `${method} ${path.slice(0, 200)} → ${answer.status} (path not in the document)`, answer, false);
  }
  if (!operation) {
    tally.unlistedMethod += 1;
    const where = `${method} ${route.template} → ${answer.status} (method not in the document)`;
    if (answer.status !== 405) return `${where}: expected 405 for a method the path does not have`;
    if (!header(answer.headers, "allow")) return `${where}: 405 without Allow`;
    return outsideMismatch(checker, where, answer, false);
  }
  tally.operation += 1;
  const where = `${method} ${route.template} → ${answer.status}`;
  const responses = operation.responses as Json;
  const documented = responses[String(answer.status)] as Json | undefined;
  if (!documented) return `${where}: status not documented (documented: ${Object.keys(responses).join(", ")})`;
  for (const [name, value] of Object.entries((documented.headers ?? {}) as Json)) {
    if (resolve(checker.document, value as Json).required && header(answer.headers, name) === null) return `${where}: required header ${name} missing`;
  }
  if (answer.text === "") return documented.content && answer.status !== 204 && method !== "HEAD" ? `${where}: empty body, documented ${Object.keys(documented.content).join(", ")}` : null;
  const mediaType = (header(answer.headers, "content-type") ?? "").split(";")[0]!.trim();
  const content = (documented.content ?? {}) as Json;
  if (!content[mediaType]) return `${where}: media type ${mediaType || "(none)"} not documented (documented: ${Object.keys(content).join(", ") || "no body"})`;
  if (mediaType !== "application/json" || !content[mediaType].schema) return null;
  return bodyMismatch(checker, `/paths/${escapePointer(route.template)}/${method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema`, where, answer);
}

/** Parses a body the way the checker reads it: JSON when it is JSON, else the text itself. */
export function parsedBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Throws, naming the request, the status and the validator's message, when the answer does not conform. */
export async function expectConformingAnswer(baseUrl: string, method: string, url: string, answer: Omit<CheckedAnswer, "body"> & { body?: unknown }): Promise<void> {
  const mismatch = await openApiMismatch(baseUrl, method, url, { ...answer, body: answer.body ?? parsedBody(answer.text) });
  if (mismatch) throw new Error(`The answer does not match GET /v1/openapi.json: ${mismatch}\n${method} ${url.slice(0, 300)}\n${answer.text.slice(0, 500)}`);
}
