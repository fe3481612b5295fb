// Stable order for every list: creation time, then id, so paging never skips or repeats a record.
export const stableOrder = [{ createdAt: "asc" as const }, { id: "asc" as const }];
