import { createHash } from "node:crypto";

// Checking a token's signature, or decrypting a session cookie, costs more CPU than giving an open
// Today page its shared figures (docs/performance.md, "Today under watch"), and every page sends the same
// credential once a second. So what a credential was found to stand for is remembered, under the hash
// of the credential and of what it was checked against (addresses, secret), until it expires or for at
// most a minute, whichever comes first (docs/graphql.md, "Authentication"). Refusals are not remembered.

const REMEMBERED_MS = 60_000;
const MOST_REMEMBERED = 2000;

export class VerifiedCredentials<T> {
  readonly #remembered = new Map<string, { value: T; until: number }>();

  /** What `credential` stands for, checked by `verify` unless remembered; `expiresAt` of what verify found. */
  async verified(credential: string, checkedAgainst: string, verify: () => Promise<{ value: T; expiresAt: Date } | null>, now = Date.now()): Promise<T | null> {
    const key = createHash("sha256").update(checkedAgainst).update("\n").update(credential).digest("base64url");
    const remembered = this.#remembered.get(key);
    if (remembered && remembered.until > now) return remembered.value;
    if (remembered) this.#remembered.delete(key);
    const found = await verify();
    if (found === null) return null;
    if (this.#remembered.size >= MOST_REMEMBERED) this.#remembered.delete(this.#remembered.keys().next().value!);
    this.#remembered.set(key, { value: found.value, until: Math.min(found.expiresAt.getTime(), now + REMEMBERED_MS) });
    return found.value;
  }
}
