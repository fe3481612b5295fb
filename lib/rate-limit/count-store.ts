/** One window's increment from one process, as a flush sends it. */
export interface WindowIncrement {
  key: string;
  /** Requests this process admitted since its last flush (0 only reads the total; -1 takes one back). */
  delta: number;
  /** Epoch milliseconds after which the store may forget the window. */
  expiresAt: number;
}

/**
 * Where every process adds its counts: one round trip per flush adds every increment and answers
 * each window's total over all processes.
 */
export interface CountStore {
  /**
   * `wait`: wait for a busy store (exact limits) rather than fail at once (a flush, whose counts go
   * out with the next one).
   */
  add(increments: WindowIncrement[], options?: { wait?: boolean }): Promise<Map<string, number>>;
  /** Forgets windows past their expiry (stores that expire keys themselves do nothing). */
  deleteExpired(now: number): Promise<void>;
  close(): Promise<void>;
}
