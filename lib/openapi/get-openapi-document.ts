import { allEndpoints } from "./all-endpoints";
import { buildOpenApiDocument } from "./document";

let cached: Record<string, unknown> | undefined;

/** The document for this process's PUBLIC_URL, built on first use. */
export function getOpenApiDocument(): Record<string, unknown> {
  cached ??= buildOpenApiDocument(allEndpoints, process.env.PUBLIC_URL ?? "http://localhost:3000");
  return cached;
}
