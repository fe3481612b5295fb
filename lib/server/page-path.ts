import { PAGE_PATH_HEADER, pagePathOf } from "@/lib/http/page-path";
import type { Step } from "./handler";

/**
 * Tells the pages which address was asked for (lib/http/page-path.ts), so sign-in can return there.
 * A value the client sent is replaced, never trusted; sign-in accepts only a path on this site anyway.
 */
export const settlePagePath: Step = (request) => {
  if (request.method === "GET" && request.url) request.headers[PAGE_PATH_HEADER] = pagePathOf(request.url);
  else delete request.headers[PAGE_PATH_HEADER];
  return false;
};
