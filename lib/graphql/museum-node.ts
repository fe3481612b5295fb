import type { Actor } from "@/lib/domain/actor";
import { actorForRole, type MuseumNeed, type UserMuseum } from "@/lib/domain/users/museum-access";

/** A Museum as resolvers see it: the user's museum with their role, and who is asking. */
export interface MuseumNode extends UserMuseum {
  userId: string;
}

export function museumNode(museum: UserMuseum, userId: string): MuseumNode {
  return { ...museum, userId };
}

/** The Actor for a field under this museum, or FORBIDDEN when the role may not. */
export function museumFieldActor(museum: MuseumNode, need: MuseumNeed = "read"): Actor {
  return actorForRole({ userId: museum.userId, museum, need });
}

/** GraphQL passes explicit nulls; the /v1 schemas expect absent optional values. */
export function withoutNulls<T extends Record<string, unknown>>(args: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T]?: Exclude<T[K], null> };
}
