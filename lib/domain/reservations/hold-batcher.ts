import { AppError } from "@/lib/errors/app-error";
import { metrics } from "@/lib/metrics/metrics";
import { GroupCommit } from "@/lib/process/group-commit";
import { processWide } from "@/lib/process/process-wide";
import { refusalOf, type FullCode } from "./hold-refusal";
import { newHoldId } from "./hold-id";
import { releaseExpiredHolds, type ExpiredScope } from "./release-expired-holds";
import { storeHolds, type HoldGroup, type HoldTarget, type NewHold } from "./store-holds";

// Group commit of holds (lib/process/group-commit.ts; docs/performance.md): a batch is stored in one
// transaction on SQLite and one statement per target on PostgreSQL.

// A reservation lives 15 minutes (docs/api.md, "Limits").
export const RESERVATION_LIFETIME_MS = 15 * 60 * 1000;
const MAX_BATCH = 200;
// A refused hold whose target has room again by the time it is looked at tries again, this often at most.
const MAX_ATTEMPTS = 5;

export interface StoredHold {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

interface PendingHold {
  target: HoldTarget;
  hold: NewHold;
  /** The full limits whose expired holds were already released for this request. */
  swept: Set<FullCode>;
  attempts: number;
  resolve(stored: StoredHold): void;
  reject(error: unknown): void;
}

const targetKey = ({ museumId, ticketTypeId, timeSlotId }: HoldTarget) => `${museumId}/${ticketTypeId}/${timeSlotId ?? ""}`;

class HoldBatcher {
  #commit = new GroupCommit<PendingHold>((batch) => this.#store(batch), MAX_BATCH);

  submit(target: HoldTarget, owner: Omit<NewHold, "id">): Promise<StoredHold> {
    return new Promise((resolve, reject) => {
      const hold = { id: newHoldId(), ...owner };
      this.#commit.enqueue([{ target, hold, swept: new Set(), attempts: 0, resolve, reject }]);
    });
  }

  async #store(batch: PendingHold[]): Promise<void> {
    const groups = new Map<string, PendingHold[]>();
    for (const pending of batch) {
      const key = targetKey(pending.target);
      const group = groups.get(key);
      if (group) group.push(pending);
      else groups.set(key, [pending]);
    }
    const pendingGroups = [...groups.values()];
    const holdGroups: HoldGroup[] = pendingGroups.map((group) => ({ target: group[0]!.target, holds: group.map((p) => p.hold) }));
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + RESERVATION_LIFETIME_MS);
    const results = await storeHolds(holdGroups, createdAt, expiresAt);
    metrics().holdBatchSize.observe(batch.length);
    pendingGroups.forEach((group, index) => {
      const result = results[index]!;
      if (result.status === "rejected") {
        for (const pending of group) pending.reject(result.reason);
        return;
      }
      const stored = result.value;
      metrics().holds.inc({ outcome: "stored" }, stored);
      if (stored < group.length) metrics().holds.inc({ outcome: "no_room" }, group.length - stored);
      for (const pending of group.slice(0, stored)) pending.resolve({ id: pending.hold.id, createdAt, expiresAt });
      if (stored < group.length) void this.#refused(group.slice(stored));
    });
  }

  /**
   * Holds that did not fit: answered with the reason, or, when their target is full, tried once more
   * after its expired holds are released (per request and limit, as a lone request would).
   */
  async #refused(group: PendingHold[]): Promise<void> {
    const target = group[0]!.target;
    try {
      const code = await refusalOf(target);
      if (code === "TICKET_TYPE_NOT_FOUND" || code === "TIME_SLOT_NOT_EXIST" || code === "TICKET_TYPE_NOT_ON_SALE" || code === "TIME_SLOT_CLOSED") {
        for (const pending of group) pending.reject(new AppError(code));
        return;
      }
      const again: PendingHold[] = [];
      for (const pending of group) {
        pending.attempts += 1;
        const refusedFor = code ?? limitOf(target);
        if ((code && pending.swept.has(code)) || pending.attempts > MAX_ATTEMPTS) pending.reject(new AppError(refusedFor));
        else again.push(pending);
      }
      if (code && again.length > 0) {
        for (const pending of again) pending.swept.add(code);
        await releaseExpiredHolds(sweepScope(code, target));
      }
      if (again.length > 0) this.#commit.enqueue(again, true);
    } catch (error) {
      for (const pending of group) pending.reject(error);
    }
  }
}

// What a hold that kept finding room gone by the time it tried again is answered with.
const limitOf = (target: HoldTarget): FullCode => (target.timeSlotId ? "TIME_SLOT_FULL" : "TICKET_TYPE_SOLD_OUT");

function sweepScope(code: FullCode, target: HoldTarget): ExpiredScope {
  return code === "TIME_SLOT_FULL" ? { timeSlotId: target.timeSlotId } : { ticketTypeId: target.ticketTypeId };
}

// Process-wide (lib/process/process-wide.ts): holds arrive through the server's /v1 dispatch, through
// Next's copy of this module with LEAN_DISPATCH=off, and from any door added later; one batcher
// groups them all, so one batch at a time holds the hot rows.
const batcher = processWide("hold-batcher", () => new HoldBatcher());

/** Holds one unit of the target's slot (if any) and ticket type for RESERVATION_LIFETIME_MS. */
export function storeHold(target: HoldTarget, owner: Omit<NewHold, "id">): Promise<StoredHold> {
  return batcher.submit(target, owner);
}
