// Removes given values from stored JSON (an audit entry's before/after, a webhook payload) and keeps
// everything else, so an order's trail still says what happened to it once its email address is gone
// (docs/operations.md, "Visitors' details"). Whole string values are compared, ignoring case (emails are
// stored lower case): "ada@example.org" must not touch "ada@example.org.uk".

function nullMatching(value: unknown, gone: Set<string>): unknown {
  if (typeof value === "string") return gone.has(value.toLowerCase()) ? null : value;
  if (Array.isArray(value)) return value.map((item) => nullMatching(item, gone));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nullMatching(inner, gone)]));
  }
  return value;
}

/** `stored` with every string value equal to one of `values` made null; unchanged text when none is in it. */
export function withoutValues(stored: string | null, values: string[]): string | null {
  if (stored === null || values.length === 0) return stored;
  const gone = new Set(values.map((value) => value.toLowerCase()));
  const result = JSON.stringify(nullMatching(JSON.parse(stored), gone));
  return result === JSON.stringify(JSON.parse(stored)) ? stored : result;
}
