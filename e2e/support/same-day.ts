/**
 * `at`, or the first minute of today when `at` falls before it (UTC, the zone of the tests'
 * locations). A slot made "minutes ago" just after midnight would be yesterday's, which the desk
 * does not offer: the browser tests failed so in a run that began at 00:10.
 */
export function notBeforeToday(at: number): number {
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  return Math.max(at, midnight.getTime() + 60_000);
}
