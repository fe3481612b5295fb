import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// Every answer an API test receives from /v1 is held against GET /v1/openapi.json of the server that
// gave it (issue 31: "the OpenAPI document is the truth"): its status must be one the operation
// documents, with the headers the document requires, a media type it lists, and a JSON body its
// schema accepts. A mismatch fails the test that received the answer, naming what differs. Paths and
// methods the document does not list (404 and 405 answers) are left to the tests that send them.

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
    // Literal segments before parameters: /v1/customers/{id}/erase is not /v1/customers/{id}.
    .sort((a, b) => b.split("{").length - a.split("{").length || b.length - a.length)
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

/** What is wrong with one answer against the document, or null when it conforms (or is not the document's to judge). */
export async function openApiMismatch(
  baseUrl: string,
  method: string,
  url: string,
  answer: { status: number; headers: Headers; text: string; body: unknown },
): Promise<string | null> {
  const path = new URL(url, baseUrl).pathname;
  if (!path.startsWith("/v1/")) return null;
  const checker = await checkerFor(baseUrl);
  const route = checker.routes.find((candidate) => candidate.pattern.test(path));
  const operation = route ? (checker.document.paths as Json)[route.template][method.toLowerCase()] : undefined;
  if (!route || !operation) return null;
  const where = `${method} ${route.template} → ${answer.status}`;
  const responses = operation.responses as Json;
  const documented = responses[String(answer.status)] as Json | undefined;
  if (!documented) return `${where}: status not documented (documented: ${Object.keys(responses).join(", ")})`;
  for (const [name, header] of Object.entries((documented.headers ?? {}) as Json)) {
    if (resolve(checker.document, header as Json).required && !answer.headers.has(name)) return `${where}: required header ${name} missing`;
  }
  if (answer.text === "") return documented.content && answer.status !== 204 && method !== "HEAD" ? `${where}: empty body, documented ${Object.keys(documented.content).join(", ")}` : null;
  const mediaType = (answer.headers.get("content-type") ?? "").split(";")[0]!.trim();
  const content = (documented.content ?? {}) as Json;
  if (!content[mediaType]) return `${where}: media type ${mediaType || "(none)"} not documented (documented: ${Object.keys(content).join(", ") || "no body"})`;
  if (mediaType !== "application/json" || !content[mediaType].schema) return null;
  const pointer = `/paths/${escapePointer(route.template)}/${method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema`;
  const validate = validatorFor(checker, pointer);
  if (validate(answer.body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || "(body)"} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ""}`);
  return `${where}: body does not match the document: ${errors.join("; ")}`;
}
