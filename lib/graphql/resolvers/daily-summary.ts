import { administratorActor } from "@/lib/domain/users/administer-museum";
import { dailySummaryChoice, setDailySummaryChoice } from "@/lib/domain/reports/daily-summary-choice";
import { getUserMuseum } from "@/lib/domain/users/museum-access";
import type { GraphqlContext } from "../context";
import { museumNode, type MuseumNode } from "../museum-node";

// The daily summary choice in GraphQL (lib/graphql/sdl/daily-summary.ts). Every role may read its own
// choice, DOOR included: it is the user's, not the museum's records. Switching needs OWNER or ADMIN,
// as the museum's settings do (README, "Roles").

export const museumDailySummaryResolvers = {
  dailySummaryEmail: (museum: MuseumNode) => dailySummaryChoice({ actor: { museumId: museum.id, userId: museum.userId } }),
};

export const dailySummaryMutationResolvers = {
  // GraphQL has checked the arguments' types (ID!, Boolean!); the museum is the user's or NOT_FOUND.
  setDailySummaryEmail: async (_parent: unknown, { museumId, enabled }: { museumId: string; enabled: boolean }, { user }: GraphqlContext) => {
    const museum = await getUserMuseum({ userId: user.userId, museumId });
    await setDailySummaryChoice({ actor: administratorActor({ userId: user.userId, museum }), enabled });
    return museumNode(museum, user.userId);
  },
};
