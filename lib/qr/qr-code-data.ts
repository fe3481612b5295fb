import { createHmac, timingSafeEqual } from "node:crypto";
import { publicUrl } from "@/lib/config/public-addresses";
import { qrSigningKeys, type SigningKey } from "./signing-keys";

// A membership's or ticket's QR content is an address: `<PUBLIC_URL>/m/<membershipId>?v=1&k=<keyId>&sig=<signature>`
// for a membership, `/t/<ticketId>…` for a ticket. The signature covers what the code is for, the
// version, the key id, the address's base, the museum and the record, so changing any character of
// the code breaks it, and a membership's signature never passes for a ticket's. The museum is not
// written into the code: the verifier signs with its own museum, so another museum's code never matches.

const VERSION = "1";
/** Longer input is refused before any parsing; a real code is about 130 characters. */
const MAX_QR_DATA_LENGTH = 2048;
const QR_DATA = /^(https?:\/\/[^\s?#]+)\/([mt])\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\?v=1&k=([A-Za-z0-9_-]{8})&sig=([A-Za-z0-9_-]{43})$/;

export type CodeKind = "membership" | "ticket";
const PATH_LETTER: Record<CodeKind, string> = { membership: "m", ticket: "t" };
const PURPOSE: Record<CodeKind, string> = { membership: "foyer-membership-qr", ticket: "foyer-ticket-qr" };

export interface CodeRef {
  id: string;
  museumId: string;
}

interface QrParts {
  kind: CodeKind;
  base: string;
  /** The membership's or ticket's id. */
  id: string;
  keyId: string;
  signature: string;
}

function sign(kind: CodeKind, key: SigningKey, base: string, museumId: string, id: string): Buffer {
  return createHmac("sha256", key.secret)
    .update([PURPOSE[kind], VERSION, key.id, base, museumId, id].join("\n"))
    .digest();
}

function codeData(kind: CodeKind, record: CodeRef): string {
  const key = qrSigningKeys().current;
  const base = publicUrl();
  const signature = sign(kind, key, base, record.museumId, record.id).toString("base64url");
  return `${base}/${PATH_LETTER[kind]}/${record.id}?v=${VERSION}&k=${key.id}&sig=${signature}`;
}

/** The QR content of a membership, signed with the current key. */
export function membershipQrData(membership: CodeRef): string {
  return codeData("membership", membership);
}

/** The QR content of a ticket, signed with the current key. */
export function ticketQrData(ticket: CodeRef): string {
  return codeData("ticket", ticket);
}

/** The parts of a well-formed code, or null; the whole text must be exactly in the form made above. */
export function parseQrData(text: string): QrParts | null {
  if (text.length > MAX_QR_DATA_LENGTH) return null;
  const match = QR_DATA.exec(text);
  if (!match) return null;
  const [, base, letter, id, keyId, signature] = match as unknown as [string, string, string, string, string, string];
  return { kind: letter === "m" ? "membership" : "ticket", base, id, keyId, signature };
}

/** Whether the code was signed for this museum with the current key or a still-listed previous one. */
export function qrSignatureValid(parts: QrParts, museumId: string): boolean {
  const keys = qrSigningKeys();
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === parts.keyId);
  if (!key) return false;
  // Compared as text, not decoded bytes: base64url's last character has spare bits, and a code with
  // them flipped would decode to the same signature.
  const given = Buffer.from(parts.signature);
  const expected = Buffer.from(sign(parts.kind, key, parts.base, museumId, parts.id).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
