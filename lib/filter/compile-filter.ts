import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";

// CONTRACT (owned by the filter work in lib/filter): turns the `filter` query parameter of spec 2.4
// into a Prisma `where` fragment for one resource, to be ANDed with `{ museumId: actor.museumId }`.
// Throws AppError("INVALID_FILTER", <which part is wrong>) for anything it cannot accept.
export type FilterResource =
  | "LOCATION"
  | "EVENT"
  | "TIME_SLOT"
  | "TICKET_TYPE"
  | "TICKET_RESERVATION"
  | "TICKET"
  | "CUSTOMER"
  | "CUSTOMER_FIELD"
  | "MEMBERSHIP";

export async function compileFilter(
  _resource: FilterResource,
  filterText: string | undefined,
  _actor: Actor,
): Promise<Record<string, unknown>> {
  if (filterText === undefined || filterText.trim() === "") return {};
  throw new AppError("INVALID_FILTER", "Filtering is being built; this placeholder is replaced by lib/filter's compiler.");
}
