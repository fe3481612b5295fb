import { AppError } from "@/lib/errors/app-error";

/**
 * Checks the order of two dates after a create or a partial update has merged them with the stored
 * ones (so a PATCH of only one end is checked too). Reported like a schema error: 400 VALIDATION_ERROR.
 */
export function assertDateOrder(
  start: { field: string; value: Date | null | undefined },
  end: { field: string; value: Date | null | undefined },
  rule: "after" | "notBefore",
): void {
  if (!start.value || !end.value) return;
  const ok = rule === "after" ? end.value > start.value : end.value >= start.value;
  if (ok) return;
  const relation = rule === "after" ? "later than" : "the same as or later than";
  throw new AppError("VALIDATION_ERROR", undefined, [{ path: end.field, message: `${end.field} must be ${relation} ${start.field}.` }]);
}
