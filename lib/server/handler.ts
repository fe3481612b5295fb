import type { IncomingMessage, ServerResponse } from "node:http";

/** What node:http calls per request. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** One step of the request path (lib/server/request-path.ts): true when it answered, and the request goes no further. */
export type Step = (request: IncomingMessage, response: ServerResponse) => boolean;
