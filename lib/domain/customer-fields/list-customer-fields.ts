import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";

export async function listCustomerFields({ actor, paging, filter }: ListArgs): Promise<ListResult<CustomerFieldRecord>> {
  const where = await scopedWhere("CUSTOMER_FIELD", filter, actor);
  return pagedList(paging, db().customerField.count({ where }), async (page) =>
    (await db().customerField.findMany({ where, select: customerFieldSelect, ...page })).map(toCustomerFieldRecord),
  );
}
