import { stableOrder } from "@/lib/db/stable-order";
import type { ListResult, Paging } from "@/lib/domain/list";

export interface PageArgs<Order = typeof stableOrder> {
  orderBy: Order;
  take: number;
  skip: number;
}

/**
 * Counts and fetches one page; `fetch` gets the order and page to pass to findMany. The order is the
 * stable one unless a list offers another, which must end with the id so paging stays stable.
 */
export async function pagedList<T, Order = typeof stableOrder>(
  paging: Paging,
  count: Promise<number>,
  fetch: (page: PageArgs<Order>) => Promise<T[]>,
  orderBy: Order = stableOrder as Order,
): Promise<ListResult<T>> {
  const [total, list] = await Promise.all([count, paging.limit === 0 ? [] : fetch({ orderBy, take: paging.limit, skip: paging.offset })]);
  return { total, list };
}
