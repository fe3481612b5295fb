import { savedFilterKinds, saveFilterInput } from "@/lib/domain/saved-filters/saved-filter-schemas";
import type { SavedFilterRecord } from "@/lib/domain/saved-filters/saved-filter-record";
import { deleteSavedFilter, listSavedFilters, saveFilter } from "@/lib/domain/saved-filters/saved-filters";
import { museumActor } from "@/lib/domain/users/museum-access";
import { z } from "zod";
import { parseArgs, parseId } from "../args";
import type { GraphqlContext } from "../context";
import { museumFieldActor, type MuseumNode } from "../museum-node";

// Saved filters in GraphQL (lib/graphql/sdl/saved-filters.ts): reading needs a role that reads the
// museum; saving and deleting change what every colleague sees, so they need EDITOR or above.

const kindArg = z.enum(savedFilterKinds);

export const museumSavedFilterResolvers = {
  savedFilters: (museum: MuseumNode, { kind }: { kind: string }) => listSavedFilters({ actor: museumFieldActor(museum), kind: parseArgs(kindArg, kind, "kind") }),
};

export const savedFilterResolvers = {
  // The API's record holds the parsed conditions; GraphQL answers them as the JSON text they were saved as.
  filter: (savedFilter: SavedFilterRecord) => JSON.stringify(savedFilter.filter),
};

export const savedFilterMutationResolvers = {
  saveFilter: async (_parent: unknown, { museumId, input }: { museumId: string; input: unknown }, { user }: GraphqlContext) =>
    saveFilter({ actor: await museumActor({ userId: user.userId, museumId, need: "modify" }), input: parseArgs(saveFilterInput, input, "input") }),

  deleteSavedFilter: async (_parent: unknown, { museumId, id }: { museumId: string; id: string }, { user }: GraphqlContext) => {
    const actor = await museumActor({ userId: user.userId, museumId, need: "modify" });
    const savedFilterId = parseId(id);
    await deleteSavedFilter({ actor, id: savedFilterId });
    return savedFilterId;
  },
};
