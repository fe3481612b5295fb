import { routableVerifyUrl } from "@/lib/qr/qr-data-from-path";
import type { Step } from "./handler";

// Some /v1 paths name no endpoint but would not reach the /v1 catch-all (which answers 404
// ROUTE_NOT_FOUND with the API's error body): Next answers 500 to a path that is not valid
// percent-encoding, and redirects (308) a path with a dot segment (`.`, `..`, or `%2e%2e`) to
// wherever it resolves. An API has no use for either, so both go to the catch-all. A segment is judged
// after decoding it alone: `%2F.` is the text "/." inside one segment (a code may hold it), not a dot
// segment.
const UNROUTABLE = "/v1/unroutable-path";

export function routableApiUrl(url: string): string {
  if (!url.startsWith("/v1/")) return url;
  const queryAt = url.indexOf("?");
  try {
    const segments = (queryAt === -1 ? url : url.slice(0, queryAt)).split("/").map(decodeURIComponent);
    return segments.some((segment) => segment === "." || segment === "..") ? UNROUTABLE : url;
  } catch {
    return UNROUTABLE;
  }
}

/** The step that makes /v1 paths and door-scanner links routable (lib/qr/qr-data-from-path.ts). */
export const makeUrlRoutable: Step = (request) => {
  request.url = routableApiUrl(routableVerifyUrl(request.url ?? "/"));
  return false;
};
