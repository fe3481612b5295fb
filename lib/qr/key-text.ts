import { ConfigError } from "@/lib/config/config-error";

/** Key bytes written as hex or base64 (either alphabet) in a setting or a key file. */
export function decodeKeyText(text: string, name: string): Buffer {
  const trimmed = text.trim();
  if (/^(?:[0-9a-fA-F]{2})+$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) throw new ConfigError(`${name} must be hex or base64`);
  return Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}
