import { createHash } from "node:crypto";
import { ShortMemory } from "@/lib/http/short-memory";

// Checking a token's signature, or decrypting a session cookie, costs more CPU than giving an open
// Today page its shared figures (docs/performance.md, "Today under watch"), and every page sends the same
// credential once a second. So what a credential was found to stand for is remembered, under the hash
// of the credential and of what it was checked against (addresses, secret), until it expires or for at
// most a minute, whichever comes first (docs/graphql.md, "Authentication"). Refusals are not remembered.

const REMEMBERED_MS = 60_000;
const MOST_REMEMBERED = 2000;

type Found<T> = { value: T; expiresAt: Date } | null;

export class VerifiedCredentials<T> {
  readonly #remembered = new ShortMemory<Found<T>>({
    forMs: REMEMBERED_MS,
    mostKept: MOST_REMEMBERED,
    keptUntil: (found) => (found === null ? null : found.expiresAt.getTime()),
  });

  /** What `credential` stands for, checked by `verify` unless remembered; `expiresAt` of what verify found. */
  async verified(credential: string, checkedAgainst: string, verify: () => Promise<Found<T>>, now = Date.now()): Promise<T | null> {
    const key = createHash("sha256").update(checkedAgainst).update("\n").update(credential).digest("base64url");
    return (await this.#remembered.read(key, verify, now))?.value ?? null;
  }
}
