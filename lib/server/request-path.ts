import { refuseOverAddressLimit } from "./address-limit";
import { settleClientAddress } from "./client-address";
import { countRequests } from "./count-requests";
import type { Handler, Step } from "./handler";
import { refuseMcpOriginElsewhere } from "./mcp-origin";
import { settlePagePath } from "./page-path";
import { settleRequestId } from "./request-id";
import { makeUrlRoutable } from "./routable-api-url";
import { setSecurityHeaders } from "./security-headers";
import { isFastPath, type V1Dispatch } from "./v1-dispatch";

// The one place the steps before the app are put in order (docs/architecture.md, "A request's path").
// Both ports, in `npm start` and `npm run dev` alike, run every request through them.

export interface RequestPathOptions {
  publicUrl: string;
  /** Next's development mode (`npm run dev`). */
  dev: boolean;
  trustProxy: boolean;
  /** The tool server's port, known once it listens. */
  mcpPort: () => number;
  /** Next's request handler: pages, GraphQL, the tool server, and whatever /v1 path `v1` leaves to it. */
  next: Handler;
  /** The fast dispatch of /v1 and /api/graphql, or null to leave them to Next (LEAN_DISPATCH=off). */
  v1: V1Dispatch | null;
}

export function requestPath({ publicUrl, dev, trustProxy, mcpPort, next, v1 }: RequestPathOptions): Handler {
  const steps: Step[] = [
    // First, so that every answer carries them, a refusal below included.
    setSecurityHeaders(publicUrl, dev),
    // Before any step that may answer, so refusals are counted too.
    countRequests,
    settleRequestId,
    refuseMcpOriginElsewhere(mcpPort),
    // Before the limit, which counts per address.
    settleClientAddress(trustProxy),
    refuseOverAddressLimit,
    makeUrlRoutable,
    // For the pages: where sign-in returns to when a session has ended.
    settlePagePath,
  ];
  return (request, response) => {
    for (const step of steps) if (step(request, response)) return;
    if (v1 && isFastPath(request.url!)) {
      void v1(request, response, `http://${request.headers.host ?? "localhost"}`);
      return;
    }
    next(request, response);
  };
}
