// The date-times both databases store and compare: years 1 through 9999. PostgreSQL refuses the year
// 0 that JavaScript dates and ISO 8601 allow (found by the GraphQL fuzz suite: a filter on year 0
// reached PostgreSQL and failed there), so inputs outside this range are refused before a query.

const EARLIEST_MS = Date.parse("0001-01-01T00:00:00.000Z");
const LATEST_MS = Date.parse("9999-12-31T23:59:59.999Z");

export const STORABLE_DATE_RANGE = "between the years 1 and 9999";

export function isStorableDate(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST_MS && time <= LATEST_MS;
}
