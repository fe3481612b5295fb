import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors/app-error";
import type { PagingRule } from "./paging";

// One /v1 endpoint's contract, declared once beside its route (app/v1/<resource>/contract.ts or the
// route file itself). apiRoute parses requests with it and answers with its success status, and
// GET /v1/openapi.json is generated from the contracts the route handlers carry (lib/openapi/document.ts).
// The method and path are not declared here: they are the route file's export name and folder, so
// neither can disagree with what Next serves.

type Schema = z.ZodType;

export interface SuccessAnswer {
  status: 200 | 201 | 202 | 204;
  description: string;
  /** The JSON body's shape. */
  schema?: Schema;
  /** Media types of a body that is not JSON (an image; CSV beside the JSON when asked with Accept). */
  files?: string[];
}

export interface EndpointContract<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends Schema | undefined = Schema | undefined,
> {
  summary: string;
  description?: string;
  /** The OpenAPI tag grouping the endpoint with its resource. */
  tag: string;
  /** Path parameters. */
  params?: P;
  /** Query parameters; a `filter` field makes the list filterable (documented with the filter language). */
  query?: Q;
  body?: B;
  /** A list endpoint: limit/offset are parsed with this rule and passed as `paging`. */
  paging?: PagingRule;
  /** A successful answer: its status (204 sends no body) and, for JSON answers, the shape of its body. */
  success: SuccessAnswer;
  /** Another successful answer the same request can get, e.g. a dry run's 200 beside a create's 201. */
  otherSuccess?: SuccessAnswer;
  /** Codes the endpoint can answer with besides those every endpoint can (lib/openapi/document.ts). */
  errors: ErrorCode[];
  /** No API key needed. */
  public?: boolean;
}

/** A route handler that carries its contract, for the OpenAPI document. */
export type WithContract<H> = H & { contract: EndpointContract };

/** Attaches a contract to a handler that apiRoute does not make (a public route). */
export function withContract<H extends (...args: never[]) => unknown>(contract: EndpointContract, handler: H): WithContract<H> {
  return Object.assign(handler, { contract });
}

/** Declares a contract, keeping the types of its schemas for the handler apiRoute gives them to. */
export function endpointContract<P extends z.ZodObject | undefined = undefined, Q extends z.ZodObject | undefined = undefined, B extends Schema | undefined = undefined>(
  contract: EndpointContract<P, Q, B>,
): EndpointContract<P, Q, B> {
  return contract;
}
