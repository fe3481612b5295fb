import type { IncomingHttpHeaders } from "node:http";

/**
 * A request as `npm start`'s lean dispatch has it from Node, body already read: what a /v1 route
 * answers without a Web Request being built (docs/performance.md).
 */
export interface PlainRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

/** A header as the Web Headers API reads it: repeated values joined by ", ", absent as null. */
export function plainHeader(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The same request as a Web Request, for handlers that need one. */
export function webRequest(request: PlainRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = request.body ? new Uint8Array(request.body) : undefined;
  return new Request(request.url, { method: request.method, headers, body });
}
