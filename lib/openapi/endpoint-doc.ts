import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors/app-error";

// How an endpoint describes itself for GET /v1/openapi.json. Each area lists its endpoints in
// lib/openapi/endpoints/<area>.ts with the same zod schemas its route handlers parse with, and
// lib/openapi/document.ts turns the list into an OpenAPI 3.1 document.
export interface EndpointDoc {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI path with {braces}, e.g. "/v1/locations/{id}". */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Path parameters. */
  params?: z.ZodObject;
  /** Query parameters other than limit/offset/filter (see `list`). */
  query?: z.ZodObject;
  body?: z.ZodType;
  success: { status: 200 | 201 | 202 | 204; description: string; schema?: z.ZodType };
  /** Codes this endpoint can answer with besides UNAUTHORIZED, VALIDATION_ERROR and INTERNAL_ERROR. */
  errors: ErrorCode[];
  /** A list endpoint: limit/offset (with its paging rule) and, when filterable, filter. */
  list?: { defaultLimit: number; maxLimit: number; filterable: boolean };
  /** No API key needed. */
  public?: boolean;
}
