import { stableOrder, type ListResult, type Paging } from "@/lib/domain/list";

export interface PageArgs {
  orderBy: typeof stableOrder;
  take: number;
  skip: number;
}

/** Counts and fetches one page in stable order; `fetch` gets the order and page to pass to findMany. */
export async function pagedList<T>(paging: Paging, count: Promise<number>, fetch: (page: PageArgs) => Promise<T[]>): Promise<ListResult<T>> {
  const [total, list] = await Promise.all([count, fetch({ orderBy: stableOrder, take: paging.limit, skip: paging.offset })]);
  return { total, list };
}
