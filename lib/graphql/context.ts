import type { UserIdentity } from "@/lib/auth/access-token";
import type { Actor } from "@/lib/domain/actor";
import type { RelationLoaders } from "./relation-loaders";

/** What the HTTP wrapper hands Yoga for one request: the authenticated user and the request id. */
export interface GraphqlServerContext {
  user: UserIdentity;
  requestId: string;
}

export interface GraphqlContext extends GraphqlServerContext {
  loaders: RelationLoaders;
}

// Records returned under a museum carry the Actor they were read with (under a symbol, so it is never
// serialised), so nested fields such as Customer.memberships read from the same museum as their parent.
export const ACTOR = Symbol("actor");

export type Scoped<T> = T & { [ACTOR]: Actor };

export function scoped<T extends object>(record: T, actor: Actor): Scoped<T> {
  return { ...record, [ACTOR]: actor };
}

export function scopedList<T extends object>({ total, list }: { total: number; list: T[] }, actor: Actor): { total: number; list: Scoped<T>[] } {
  return { total, list: list.map((record) => scoped(record, actor)) };
}
