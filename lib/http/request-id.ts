import { randomUUID } from "node:crypto";

const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token, otherwise a new one. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && CALLER_ID.test(given) ? given : randomUUID();
}

export function requestIdFor(request: Request): string {
  return requestIdFrom(request.headers.get("x-request-id"));
}
