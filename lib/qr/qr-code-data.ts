import { createHmac, timingSafeEqual } from "node:crypto";
import { publicUrl } from "@/lib/config/public-addresses";
import { qrSigningKeys, type SigningKey } from "./signing-keys";

// A membership's QR content is an address: `<PUBLIC_URL>/m/<membershipId>?v=1&k=<keyId>&sig=<signature>`.
// The signature covers the version, the key id, the address's base, the museum and the membership,
// so changing any character of the code breaks it. The museum is not written into the code: the
// verifier signs with its own museum, so a code from another museum never matches.

const VERSION = "1";
/** Longer input is refused before any parsing; a real code is about 130 characters. */
const MAX_QR_DATA_LENGTH = 2048;
const QR_DATA = /^(https?:\/\/[^\s?#]+)\/m\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\?v=1&k=([A-Za-z0-9_-]{8})&sig=([A-Za-z0-9_-]{43})$/;

export interface MembershipRef {
  id: string;
  museumId: string;
}

interface QrParts {
  base: string;
  membershipId: string;
  keyId: string;
  signature: string;
}

function sign(key: SigningKey, base: string, museumId: string, membershipId: string): Buffer {
  return createHmac("sha256", key.secret)
    .update(["foyer-membership-qr", VERSION, key.id, base, museumId, membershipId].join("\n"))
    .digest();
}

/** The QR content of a membership, signed with the current key. */
export function membershipQrData(membership: MembershipRef): string {
  const key = qrSigningKeys().current;
  const base = publicUrl();
  const signature = sign(key, base, membership.museumId, membership.id).toString("base64url");
  return `${base}/m/${membership.id}?v=${VERSION}&k=${key.id}&sig=${signature}`;
}

/** The parts of a well-formed code, or null; the whole text must be exactly in the form made above. */
export function parseQrData(text: string): QrParts | null {
  if (text.length > MAX_QR_DATA_LENGTH) return null;
  const match = QR_DATA.exec(text);
  if (!match) return null;
  const [, base, membershipId, keyId, signature] = match as unknown as [string, string, string, string, string];
  return { base, membershipId, keyId, signature };
}

/** Whether the code was signed for this museum with the current key or a still-listed previous one. */
export function qrSignatureValid(parts: QrParts, museumId: string): boolean {
  const keys = qrSigningKeys();
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === parts.keyId);
  if (!key) return false;
  // Compared as text, not decoded bytes: base64url's last character has spare bits, and a code with
  // them flipped would decode to the same signature.
  const given = Buffer.from(parts.signature);
  const expected = Buffer.from(sign(key, parts.base, museumId, parts.membershipId).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
