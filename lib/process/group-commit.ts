// Group commit (docs/performance.md): requests that arrive while the previous batch is being stored
// wait and are stored together, so under load the database work per request shrinks with the batch.
// A lone request waits for nothing but the turn of the event loop it arrived in. Holds
// (lib/domain/reservations/hold-batcher.ts) and check-ins (lib/domain/check-ins/check-in-batcher.ts)
// each keep one per process.

/** A request waiting in a batch: the store answers it, or it is rejected with the batch's error. */
export interface Waiting {
  reject(error: unknown): void;
}

export class GroupCommit<Item extends Waiting> {
  #queue: Item[] = [];
  #draining = false;

  /**
   * @param store stores one batch and answers each of its items; if it throws, every item it has not
   *   answered yet is rejected with the error.
   * @param maxBatch bounds how long one batch holds SQLite's write lock, or the hot rows on PostgreSQL.
   */
  constructor(
    private readonly store: (batch: Item[]) => Promise<void>,
    private readonly maxBatch: number,
  ) {}

  /** Queues items for the next batch; `first` puts them ahead of those waiting (a retry keeps its turn). */
  enqueue(items: Item[], first = false): void {
    if (first) this.#queue.unshift(...items);
    else this.#queue.push(...items);
    if (this.#draining) return;
    this.#draining = true;
    // Started after the I/O callbacks of this turn, so requests that arrived together go together.
    setImmediate(() => void this.#drain());
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.maxBatch);
      try {
        await this.store(batch);
      } catch (error) {
        // Rejecting a settled promise changes nothing, so this reaches only the items still waiting.
        for (const item of batch) item.reject(error);
      }
    }
    this.#draining = false;
  }
}
