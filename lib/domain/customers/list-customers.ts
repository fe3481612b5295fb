import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "./customer-record";
import type { CustomerListQuery } from "./customer-schemas";

/** The list, optionally narrowed by the direct `member-number` and `email` lookups (exact matches). */
export async function listCustomers({ actor, paging, query }: { actor: Actor; paging: Paging; query: CustomerListQuery }): Promise<ListResult<CustomerRecord>> {
  const lookups = {
    ...(query["member-number"] === undefined ? {} : { memberNumber: query["member-number"] }),
    ...(query.email === undefined ? {} : { email: query.email }),
  };
  const where = { AND: [{ museumId: actor.museumId, ...lookups }, await compileFilter("CUSTOMER", query.filter, actor)] };
  return pagedList(paging, db().customer.count({ where }), async (page) =>
    (await db().customer.findMany({ where, select: customerSelect, ...page })).map(toCustomerRecord),
  );
}
