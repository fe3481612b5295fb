import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";
import { AppError } from "@/lib/errors/app-error";

// Where webhooks may be sent (docs/webhooks.md, "URL safety"). A webhook URL is chosen by an API
// key's holder, and Foyer's server makes the request: without these checks a URL could reach the
// machine's own services or the private network behind it. The addresses are checked after
// resolving the name, at registration and again at each delivery (a name can be re-pointed).

const refused = new BlockList();
refused.addSubnet("0.0.0.0", 8, "ipv4"); // unspecified ("this network")
refused.addSubnet("127.0.0.0", 8, "ipv4"); // loopback
refused.addSubnet("10.0.0.0", 8, "ipv4"); // private
refused.addSubnet("172.16.0.0", 12, "ipv4");
refused.addSubnet("192.168.0.0", 16, "ipv4");
refused.addSubnet("169.254.0.0", 16, "ipv4"); // link-local (cloud metadata services live here)
refused.addAddress("::", "ipv6"); // unspecified
refused.addAddress("::1", "ipv6"); // loopback
refused.addSubnet("fc00::", 7, "ipv6"); // unique local (private)
refused.addSubnet("fe80::", 10, "ipv6"); // link-local

export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx), else null. */
function mappedIpv4(address: string): string | null {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether a webhook may be sent to this IP address. */
export function isAllowedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4) return !refused.check(v4, "ipv4");
    return !refused.check(bare, "ipv6");
  }
  return !refused.check(bare, "ipv4");
}

export interface UrlPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_URLS=true: http and private addresses, for development and the tests. */
  allowPrivate: boolean;
  resolve: Resolver;
}

export function urlPolicyFromEnv(env: SettingsSource = environment()): UrlPolicy {
  return { allowPrivate: setting("WEBHOOK_ALLOW_PRIVATE_URLS", env), resolve: systemResolver };
}

const notAllowed = (message: string) => new AppError("WEBHOOK_URL_NOT_ALLOWED", undefined, [{ path: "url", message }]);

/**
 * Checks a webhook URL and answers the addresses it resolves to; throws WEBHOOK_URL_NOT_ALLOWED
 * (naming the field `url`) for anything but https to public addresses, unless the policy allows private ones.
 */
export async function checkWebhookUrl(url: string, policy: UrlPolicy): Promise<string[]> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notAllowed("Not an absolute URL.");
  }
  const schemes = policy.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(parsed.protocol)) throw notAllowed("Webhook URLs must use https.");
  if (parsed.username || parsed.password) throw notAllowed("Webhook URLs may not carry a user name or password.");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw notAllowed(`The host ${host} could not be resolved.`);
    }
  }
  if (addresses.length === 0) throw notAllowed(`The host ${host} could not be resolved.`);
  if (!policy.allowPrivate) {
    const blocked = addresses.find((address) => !isAllowedAddress(address));
    if (blocked) throw notAllowed(`${host} resolves to ${blocked}, a loopback, private, link-local or unspecified address.`);
  }
  return addresses;
}
