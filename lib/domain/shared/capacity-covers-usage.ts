import { AppError } from "@/lib/errors/app-error";

/** A capacity (or maxQuantity) may be lowered, but never below what is live-held plus sold. */
export function assertCapacityCoversUsage({ field, capacity, held, sold }: { field: string; capacity: number; held: number; sold: number }): void {
  if (held + sold <= capacity) return;
  throw new AppError("CAPACITY_BELOW_USAGE", `${field} must be at least ${held + sold}: ${held} held and ${sold} sold.`, [
    { path: field, message: `${field} must be at least ${held + sold}.` },
  ]);
}
