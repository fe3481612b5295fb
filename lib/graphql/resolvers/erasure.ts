import { eraseCustomer } from "@/lib/domain/customers/erase-customer";
import { administratorActor } from "@/lib/domain/users/administer-museum";
import { getUserMuseum } from "@/lib/domain/users/museum-access";
import { parseId } from "../args";
import type { GraphqlContext } from "../context";

// Erasing a person cannot be undone, so it is for OWNER and ADMIN, as the museum's setup is (README, "Roles").
export const erasureMutationResolvers = {
  eraseCustomer: async (_parent: unknown, { museumId, id }: { museumId: string; id: string }, { user }: GraphqlContext) => {
    const museum = await getUserMuseum({ userId: user.userId, museumId });
    return eraseCustomer({ actor: administratorActor({ userId: user.userId, museum }), id: parseId(id) });
  },
};
