// The text of a ticket's, membership's or group's code, and what its signature covers (docs/admission.md,
// "Codes"). Plain string work with no Node APIs: the server and the offline door phone read codes
// with this one parser and build the same signed text.

/** Longer input is refused before any parsing; a real code is about 180 characters. */
export const MAX_QR_DATA_LENGTH = 2048;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const QR_DATA = new RegExp(`^(https?://[^\\s?#]+)/([mtg])/(${UUID})\\?v=(?:(1)&k=([A-Za-z0-9_-]{8})&sig=([A-Za-z0-9_-]{43})|(2)&k=([A-Za-z0-9_-]{8})&sig=([A-Za-z0-9_-]{86}))$`);

/** A group's code names its order (docs/orders.md, "Group visits"). */
export type CodeKind = "membership" | "ticket" | "group";
export const PATH_LETTER: Record<CodeKind, string> = { membership: "m", ticket: "t", group: "g" };
const KIND_OF_LETTER: Record<string, CodeKind> = { m: "membership", t: "ticket", g: "group" };
const PURPOSE: Record<CodeKind, string> = { membership: "foyer-membership-qr", ticket: "foyer-ticket-qr", group: "foyer-group-qr" };

export interface QrParts {
  kind: CodeKind;
  /** 1: HMAC, checked by the server alone; 2: Ed25519, checked with the public key anywhere. */
  version: "1" | "2";
  base: string;
  /** The membership's, ticket's or (for a group) order's id. */
  id: string;
  keyId: string;
  signature: string;
}

/** The parts of a well-formed code, or null; the whole text must be exactly in one of the two forms. */
export function parseQrData(text: string): QrParts | null {
  if (text.length > MAX_QR_DATA_LENGTH) return null;
  const match = QR_DATA.exec(text);
  if (!match) return null;
  const [, base, letter, id, v1, v1Key, v1Signature, , v2Key, v2Signature] = match as unknown as string[];
  const kind = KIND_OF_LETTER[letter!]!;
  return v1
    ? { kind, version: "1", base: base!, id: id!, keyId: v1Key!, signature: v1Signature! }
    : { kind, version: "2", base: base!, id: id!, keyId: v2Key!, signature: v2Signature! };
}

/** The text a code's signature covers, for the museum that checks it. */
export function signedContent(parts: Pick<QrParts, "kind" | "version" | "keyId" | "base" | "id">, museumId: string): string {
  return [PURPOSE[parts.kind], parts.version, parts.keyId, parts.base, museumId, parts.id].join("\n");
}
