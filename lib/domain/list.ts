import type { Actor } from "./actor";

// The list envelope (docs/api.md, "Lists"), returned by every list service.
export interface ListResult<T> {
  total: number;
  list: T[];
}

export interface Paging {
  limit: number;
  offset: number;
}

/** What every list service takes: who asks, which page, and the optional `filter` text (docs/filtering.md). */
export interface ListArgs {
  actor: Actor;
  paging: Paging;
  filter?: string;
}
