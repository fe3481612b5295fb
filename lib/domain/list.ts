import type { Actor } from "./actor";

// The list envelope (docs/api.md, "Lists"), returned by every list service.
export interface ListResult<T> {
  total: number;
  list: T[];
}

export interface Paging {
  /** How many records to read; 0 reads only the total (a GraphQL list asked for its total alone). */
  limit: number;
  offset: number;
}

/** What every list service takes: who asks, which page, and the optional `filter` text (docs/filtering.md). */
export interface ListArgs {
  actor: Actor;
  paging: Paging;
  filter?: string;
}
