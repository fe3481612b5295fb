import { createHmac, sign, timingSafeEqual, verify } from "node:crypto";
import { publicUrl } from "@/lib/config/public-addresses";
import { admissionKeys } from "./admission-keys";
import { PATH_LETTER, signedContent, type CodeKind, type QrParts } from "./code-format";
import { legacyHmacKeys } from "./legacy-hmac-keys";
import { rememberValid, verifiedBefore } from "./verified-codes";

// A membership's or ticket's QR content is an address: `<PUBLIC_URL>/m/<membershipId>?v=2&k=<keyId>&sig=<signature>`
// for a membership, `/t/<ticketId>…` for a ticket, `/g/<orderId>…` for a group visit (docs/admission.md, "Codes"). The signature covers
// what the code is for, the version, the key id, the address's base, the museum and the record, so
// changing any character of the code breaks it, and a membership's signature never passes for a
// ticket's. The museum is not written into the code: the verifier signs with its own museum, so
// another museum's code never matches. v=2 codes carry an Ed25519 signature a phone can check with
// the public key alone; v=1 codes (HMAC) are still accepted and no longer made.

export interface CodeRef {
  id: string;
  museumId: string;
}

/** The bytes a code's signature covers (code-format.ts). */
function signedText(parts: Pick<QrParts, "kind" | "version" | "keyId" | "base" | "id">, museumId: string): Buffer {
  return Buffer.from(signedContent(parts, museumId));
}

function codeData(kind: CodeKind, record: CodeRef): string {
  const key = admissionKeys().current;
  const base = publicUrl();
  // Ed25519 signatures are deterministic: the same record reads with the same code every time.
  const signature = sign(null, signedText({ kind, version: "2", keyId: key.id, base, id: record.id }, record.museumId), key.privateKey!).toString("base64url");
  return `${base}/${PATH_LETTER[kind]}/${record.id}?v=2&k=${key.id}&sig=${signature}`;
}

/** The QR content of a membership, signed with the current key. */
export function membershipQrData(membership: CodeRef): string {
  return codeData("membership", membership);
}

/** The QR content of a ticket, signed with the current key. */
export function ticketQrData(ticket: CodeRef): string {
  return codeData("ticket", ticket);
}

/** The QR content of a group visit's one code, which names its order (docs/orders.md, "Group visits"). */
export function groupQrData(order: CodeRef): string {
  return codeData("group", order);
}

/** Whether the code was signed for this museum with the current key or a still-accepted earlier one. */
export function qrSignatureValid(parts: QrParts, museumId: string): boolean {
  if (verifiedBefore(parts, museumId)) return true;
  const valid = parts.version === "2" ? ed25519Valid(parts, museumId) : hmacValid(parts, museumId);
  if (valid) rememberValid(parts, museumId);
  return valid;
}

function ed25519Valid(parts: QrParts, museumId: string): boolean {
  const keys = admissionKeys();
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === parts.keyId);
  if (!key) return false;
  const signature = Buffer.from(parts.signature, "base64url");
  // The text must be the canonical encoding of those bytes: base64url's last character has spare
  // bits, and a code with them flipped would decode to the same signature.
  if (signature.toString("base64url") !== parts.signature) return false;
  return verify(null, signedText(parts, museumId), key.publicKey, signature);
}

function hmacValid(parts: QrParts, museumId: string): boolean {
  const key = legacyHmacKeys().find((candidate) => candidate.id === parts.keyId);
  if (!key) return false;
  // Compared as text, not decoded bytes, for the same reason as above.
  const given = Buffer.from(parts.signature);
  const expected = Buffer.from(
    createHmac("sha256", key.secret).update(signedText(parts, museumId)).digest("base64url"),
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}
