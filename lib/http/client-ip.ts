/**
 * The last X-Forwarded-For entry: the address the nearest proxy saw, or, with no proxy, the socket
 * address the server writes there (lib/server/client-address.ts, unless TRUST_PROXY). docs/auth.md
 * explains why it is the last entry.
 */
export function clientIpFromForwarded(header: string | null): string {
  const forwarded = header?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1)?.slice(0, 64) ?? "unknown";
}

export function clientIp(request: Request): string {
  return clientIpFromForwarded(request.headers.get("x-forwarded-for"));
}
