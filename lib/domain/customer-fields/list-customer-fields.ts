import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";

export async function listCustomerFields({
  actor,
  paging,
  filter,
}: {
  actor: Actor;
  paging: Paging;
  filter?: string;
}): Promise<ListResult<CustomerFieldRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("CUSTOMER_FIELD", filter, actor)] };
  return pagedList(paging, db().customerField.count({ where }), async (page) =>
    (await db().customerField.findMany({ where, select: customerFieldSelect, ...page })).map(toCustomerFieldRecord),
  );
}
