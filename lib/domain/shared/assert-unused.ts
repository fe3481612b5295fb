import { AppError } from "@/lib/errors/app-error";

/**
 * Refuses a delete while other records point at this one, naming what depends on it, so callers get
 * 409 IN_USE instead of a foreign-key failure. (The foreign keys still stop a dependent created
 * between this check and the delete; the wrapper maps that to IN_USE too.)
 */
export function assertUnused(what: string, dependents: Record<string, number>): void {
  const blocking = Object.entries(dependents).filter(([, count]) => count > 0);
  if (blocking.length === 0) return;
  const names = blocking.map(([name, count]) => `${count} ${name}`).join(", ");
  throw new AppError(
    "IN_USE",
    `This ${what} is still used by ${names}; delete those first.`,
    blocking.map(([name, count]) => ({ dependent: name, count })),
  );
}
