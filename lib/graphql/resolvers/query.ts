import { getUserMuseum, listUserMuseums } from "@/lib/domain/users/museum-access";
import type { GraphqlContext } from "../context";
import { museumNode } from "../museum-node";

type NoArgs = Record<string, never>;

export const queryResolvers = {
  me: (_parent: unknown, _args: NoArgs, { user }: GraphqlContext) => ({ id: user.userId, email: user.email }),

  museums: async (_parent: unknown, _args: NoArgs, { user }: GraphqlContext) =>
    (await listUserMuseums({ userId: user.userId })).map((museum) => museumNode(museum, user.userId)),

  museum: async (_parent: unknown, { id }: { id: string }, { user }: GraphqlContext) =>
    museumNode(await getUserMuseum({ userId: user.userId, museumId: id }), user.userId),
};
