/** One window's increment from one process, as a flush sends it. */
export interface WindowIncrement {
  key: string;
  /** Requests this process admitted since its last flush (0 only reads the total). */
  delta: number;
  /** Epoch milliseconds after which the store may forget the window. */
  expiresAt: number;
}

/**
 * Where every process adds its counts: one round trip per flush adds every increment and answers
 * each window's total over all processes.
 */
export interface CountStore {
  add(increments: WindowIncrement[]): Promise<Map<string, number>>;
  /** Forgets windows past their expiry (stores that expire keys themselves do nothing). */
  deleteExpired(now: number): Promise<void>;
  close(): Promise<void>;
}
