import type { CodeKind } from "./code-format";

// How the door list names a ticket or membership (docs/admission.md, "Offline"): by a hash of what its
// code names, not by its id, so a phone's kept list holds what the door needs to recognise a scanned
// code and nothing that names the record elsewhere. The server makes the list with it and the phone
// looks a scanned code up with it, so it uses WebCrypto, which both have.

/** SHA-256 of "<kind>:<id>", base64url without padding. */
export async function codeHash(kind: CodeKind, id: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${kind}:${id}`)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
