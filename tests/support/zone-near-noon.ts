/**
 * A fixed-offset zone where it is about noon now, so "today", "in two hours" and "tomorrow" never
 * cross midnight while a test runs. Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.
 */
export function zoneNearNoon(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? "Etc/GMT" : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
