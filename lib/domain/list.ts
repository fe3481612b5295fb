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
