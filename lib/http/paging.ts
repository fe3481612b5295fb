import { AppError } from "@/lib/errors/app-error";
import type { Paging } from "@/lib/domain/list";

export interface PagingRule {
  defaultLimit: number;
  maxLimit: number;
}

// docs/api.md, "Lists" and "Limits": limit 1–1000 (default 1000); events default and maximum 100.
export const DEFAULT_PAGING: PagingRule = { defaultLimit: 1000, maxLimit: 1000 };
export const EVENT_PAGING: PagingRule = { defaultLimit: 100, maxLimit: 100 };

const WHOLE_NUMBER = /^\d{1,15}$/;

export function parsePaging(searchParams: URLSearchParams, rule: PagingRule): Paging {
  const limitText = searchParams.get("limit");
  const offsetText = searchParams.get("offset");
  const limit = limitText === null ? rule.defaultLimit : WHOLE_NUMBER.test(limitText) ? Number(limitText) : NaN;
  const offset = offsetText === null ? 0 : WHOLE_NUMBER.test(offsetText) ? Number(offsetText) : NaN;
  if (!(limit >= 1 && limit <= rule.maxLimit)) {
    throw new AppError("INVALID_PAGINATION", `limit must be a whole number from 1 to ${rule.maxLimit}.`);
  }
  if (!(offset >= 0 && Number.isSafeInteger(offset))) {
    throw new AppError("INVALID_PAGINATION", "offset must be a whole number of 0 or more.");
  }
  return { limit, offset };
}

/** The query's own parameters: on a paged list, limit and offset belong to parsePaging, not to its schema. */
export function queryWithoutPaging(searchParams: URLSearchParams, paged: boolean): Record<string, string> {
  const query = Object.fromEntries(searchParams);
  if (paged) {
    delete query.limit;
    delete query.offset;
  }
  return query;
}
