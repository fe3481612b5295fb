import { createHash } from "node:crypto";
import { describeError, logger } from "@/lib/log/logger";
import type { LimitRule } from "./config";
import type { CountStore, WindowIncrement } from "./count-store";

// Fixed windows per (limit, subject), counted in memory and shared through a store without a round
// trip per request. A request is decided at once from what this process knows: the window's total
// over all processes as of its last flush, plus what it admitted since. Every flush (every
// RATE_LIMIT_FLUSH_MS) adds this process's new counts to the store and reads back the totals, for
// every window still open here in one statement, so a process that has used up nothing of its own
// still learns what the others used. Refused requests are not counted.
//
// Accuracy (docs/reliability.md#rate-limits): a process never admits more than the limit in a
// window, since its own admissions are part of what it knows; so N processes admit at most
// N × limit. Once the total reaches the limit, each process learns it within one flush interval
// plus the store's round trip, and until then admits only what it would on its own count.
//
// The few limits that guard sign-in (codes, verifications, the OAuth steps) must hold exactly across
// processes, and are rare enough to afford a round trip: takeExact counts in the store at once and
// decides on a sliding estimate (this window's total plus the share of the previous window's that
// still overlaps the last windowSeconds), so a window's edge does not let a second burst through.

export interface Decision {
  allowed: boolean;
  limit: number;
  /** Requests left in the window after this one, as this process knows. */
  remaining: number;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
}

interface Entry {
  storeKey: string;
  windowEndsAt: number;
  limit: number;
  /** The total over all processes at the last flush, this process's flushed counts included. */
  known: number;
  /** Admitted here and on their way to the store. */
  sending: number;
  /** Admitted here since the last flush began. */
  pending: number;
}

// Windows are kept in the store a while after they end, so a late flush still finds its row.
const EXPIRY_GRACE_MS = 60_000;
const SWEEP_EVERY_MS = 30_000;
const FAILURE_LOG_AFTER_MS = 5_000;

// Subjects (addresses, emails, ids) reach the store only as hashes.
function storeKey(rule: LimitRule, subject: string, window: number): string {
  const digest = createHash("sha256").update(subject).digest("base64url").slice(0, 32);
  return `${rule.scope}:${digest}:${window}`;
}

/** The previous window's share of the sliding estimate, `elapsed` ms into this one (whole requests). */
function overlappingShare(earlier: number, elapsed: number, windowMs: number): number {
  return Math.floor((earlier * (windowMs - elapsed)) / windowMs);
}

/**
 * Whole seconds until the sliding estimate has room for one more request, if no other comes: the
 * first millisecond at which the previous window's share has fallen below the room left, in this
 * window or, when this window alone is full, in the next.
 */
function secondsUntilRoom(limit: number, counted: number, earlier: number, elapsed: number, windowMs: number): number {
  // overlappingShare(e, t) < room  ⇔  t > windowMs × (e − room) / e
  const fadedAfter = (e: number, room: number) => Math.floor((windowMs * (e - room)) / e) + 1;
  const waitMs = counted < limit ? fadedAfter(earlier, limit - counted) - elapsed : windowMs - elapsed + fadedAfter(counted, limit);
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export class WindowLimiter {
  readonly #entries = new Map<string, Entry>();
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #lastSweep = 0;
  #failingSince: number | null = null;

  constructor(
    private readonly store: CountStore,
    private readonly flushMs: number,
  ) {}

  /** One round trip to the store that counts nothing: whether it answers (GET /readyz). */
  async probe(now = Date.now()): Promise<void> {
    await this.store.add([{ key: "readyz-probe", delta: 0, expiresAt: now + 60_000 }]);
  }

  /** Counts one request against the rule if it is within the limit. */
  take(rule: LimitRule, subject: string, now = Date.now()): Decision {
    return this.#decide(rule, subject, now, true);
  }

  /**
   * Whether one more request would be within the limit, without counting it. A subject this process
   * has counted nothing for in the window is within it: peeking alone keeps no window open here.
   */
  peek(rule: LimitRule, subject: string, now = Date.now()): Decision {
    return this.#decide(rule, subject, now, false);
  }

  #decide(rule: LimitRule, subject: string, now: number, count: boolean): Decision {
    const entry = this.#entry(rule, subject, now, count);
    const used = entry ? entry.known + entry.sending + entry.pending : 0;
    const windowMs = rule.windowSeconds * 1000;
    const resetSeconds = Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
    if (used >= rule.limit) return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds };
    if (count && entry) entry.pending++;
    return { allowed: true, limit: rule.limit, remaining: rule.limit - used - (count ? 1 : 0), resetSeconds };
  }

  /**
   * Counts one request in the store before deciding, so all processes together admit at most the
   * limit in any windowSeconds (up to the estimate's rounding). A refused request takes its count
   * back, so a flood does not extend the lockout. Waits for the store rather than failing fast.
   */
  async takeExact(rule: LimitRule, subject: string, now = Date.now()): Promise<Decision> {
    const windowMs = rule.windowSeconds * 1000;
    const window = Math.floor(now / windowMs);
    const current = storeKey(rule, subject, window);
    const previous = storeKey(rule, subject, window - 1);
    // A window is read as "the previous one" all through the next, so it is kept that much longer.
    const keepUntil = (window + 2) * windowMs + EXPIRY_GRACE_MS;
    const totals = await this.store.add(
      [
        { key: current, delta: 1, expiresAt: keepUntil },
        { key: previous, delta: 0, expiresAt: keepUntil - windowMs },
      ],
      { wait: true },
    );
    const counted = totals.get(current) ?? 1;
    const earlier = totals.get(previous) ?? 0;
    const elapsed = now - window * windowMs;
    const overlapping = overlappingShare(earlier, elapsed, windowMs);
    this.#sweepNow(now);
    if (counted + overlapping <= rule.limit) {
      return { allowed: true, limit: rule.limit, remaining: rule.limit - counted - overlapping, resetSeconds: Math.max(1, Math.ceil((windowMs - elapsed) / 1000)) };
    }
    const left = (await this.store.add([{ key: current, delta: -1, expiresAt: keepUntil }], { wait: true })).get(current) ?? counted - 1;
    return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds: secondsUntilRoom(rule.limit, left, earlier, elapsed, windowMs) };
  }

  #sweepNow(now: number): void {
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now;
    // A failed sweep leaves rows the next one removes.
    this.store.deleteExpired(now).catch(() => undefined);
  }

  #entry(rule: LimitRule, subject: string, now: number, create: boolean): Entry | undefined {
    const windowMs = rule.windowSeconds * 1000;
    const window = Math.floor(now / windowMs);
    const mapKey = `${rule.scope}\u0000${subject}`;
    const existing = this.#entries.get(mapKey);
    if (existing && existing.windowEndsAt === (window + 1) * windowMs) return existing;
    if (!create) return undefined;
    const entry: Entry = { storeKey: storeKey(rule, subject, window), windowEndsAt: (window + 1) * windowMs, limit: rule.limit, known: 0, sending: 0, pending: 0 };
    this.#entries.set(mapKey, entry);
    this.#start();
    return entry;
  }

  #start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), this.flushMs);
    this.#timer.unref();
  }

  /**
   * Adds this process's counts to the store and reads back every open window's total. One flush runs
   * at a time; a failed one keeps its counts for the next, and meanwhile each process limits alone.
   */
  flush(now = Date.now()): Promise<void> {
    this.#flushing ??= this.#flushOnce(now).finally(() => (this.#flushing = null));
    return this.#flushing;
  }

  async #flushOnce(now: number): Promise<void> {
    const sent: Entry[] = [];
    const increments: WindowIncrement[] = [];
    for (const [mapKey, entry] of this.#entries) {
      if (entry.windowEndsAt <= now) {
        this.#entries.delete(mapKey);
        continue;
      }
      // A full window stays full: counts only grow within it.
      if (entry.pending === 0 && entry.known >= entry.limit) continue;
      entry.sending = entry.pending;
      entry.pending = 0;
      sent.push(entry);
      increments.push({ key: entry.storeKey, delta: entry.sending, expiresAt: entry.windowEndsAt + EXPIRY_GRACE_MS });
    }
    if (this.#entries.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
    try {
      if (increments.length > 0) {
        const totals = await this.store.add(increments);
        // The totals include what was sent: it stops counting as `sending` at once, not after the
        // sweep below, whose round trip would otherwise count it twice and refuse too early.
        for (const entry of sent) {
          entry.known = Math.max(entry.known, totals.get(entry.storeKey) ?? 0);
          entry.sending = 0;
        }
      }
      if (now - this.#lastSweep >= SWEEP_EVERY_MS) {
        this.#lastSweep = now;
        await this.store.deleteExpired(now);
      }
      this.#failingSince = null;
    } catch (error) {
      for (const entry of sent) entry.pending += entry.sending;
      // A busy SQLite file fails a flush now and then; only a store that stays away is worth a line.
      this.#failingSince ??= now;
      if (now - this.#failingSince >= FAILURE_LOG_AFTER_MS) {
        logger.warn("rate limit store unavailable; each process limits on its own counts until it is back", describeError(error));
        this.#failingSince = now;
      }
    } finally {
      for (const entry of sent) entry.sending = 0;
    }
  }

  /** Sends what is still counted here, then closes the store (graceful shutdown, end of a test). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#flushing;
    await this.flush();
    await this.store.close();
  }
}
