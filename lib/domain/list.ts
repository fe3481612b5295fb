import type { Actor } from "./actor";

// The list envelope of spec 2.3, returned by every list service.
export interface ListResult<T> {
  total: number;
  list: T[];
}

export interface Paging {
  limit: number;
  offset: number;
}

// Stable order for every list: creation time, then id, so paging never skips or repeats a record.
export const stableOrder = [{ createdAt: "asc" as const }, { id: "asc" as const }];

/** What every list service takes: who asks, which page, and the optional `filter` text (spec 2.4). */
export interface ListArgs {
  actor: Actor;
  paging: Paging;
  filter?: string;
}
