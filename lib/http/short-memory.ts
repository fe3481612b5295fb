// What the doors remember for a short while so that a question asked again and again is answered once:
// the Today page's figures and a user's role (lib/graphql/shared-answers.ts), and what a token or a
// session cookie was found to stand for (lib/auth/verified-credentials.ts). docs/performance.md, "Today
// under watch", says why each is worth it.

interface Kept<T> {
  value: Promise<T>;
  until: number;
}

export interface ShortMemoryOptions<T> {
  /** How long a value is given again, from when its read began. */
  forMs: number;
  /** Past this many, expired values are dropped before another is kept; while that many are fresh, none more is kept. */
  mostKept: number;
  /** When a value read stops being given, if sooner than `forMs` allows; null: it is not given again at all. */
  keptUntil?: (value: T) => number | null;
}

/** Values kept under a key for a short time; a value being read is shared by everyone who asks for it meanwhile. A failed read is not given again. */
export class ShortMemory<T> {
  readonly #kept = new Map<string, Kept<T>>();

  constructor(private readonly options: ShortMemoryOptions<T>) {}

  read(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.#kept.get(key);
    if (kept && kept.until > now) return kept.value;
    if (this.#kept.size >= this.options.mostKept) this.#dropExpired(now);
    // Still full: this one is read without being kept, so what is kept stays bounded.
    if (this.#kept.size >= this.options.mostKept) return load();
    const value = load();
    const entry = { value, until: now + this.options.forMs };
    this.#kept.set(key, entry);
    // Registered before the caller's own reaction, so the caller's next read already sees the outcome.
    value.then(
      (found) => {
        const until = this.options.keptUntil?.(found);
        if (until === null) this.forget(key, value);
        else if (until !== undefined) entry.until = Math.min(entry.until, until);
      },
      () => this.forget(key, value),
    );
    return value;
  }

  /** Stops giving this value under `key` (a newer one read meanwhile stays). */
  forget(key: string, value: Promise<T>): void {
    if (this.#kept.get(key)?.value === value) this.#kept.delete(key);
  }

  #dropExpired(now: number): void {
    for (const [key, kept] of this.#kept) if (kept.until <= now) this.#kept.delete(key);
  }
}
