import type { Step } from "./handler";

/**
 * Per-address rate limits and logs read the last X-Forwarded-For entry (lib/http/client-ip.ts).
 * Unless a proxy vouches for it (TRUST_PROXY), that entry is the socket's own address, so a client
 * cannot choose its own.
 */
export function settleClientAddress(trustProxy: boolean): Step {
  return (request) => {
    if (!trustProxy) request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
    return false;
  };
}
