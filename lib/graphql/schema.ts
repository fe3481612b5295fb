import { createSchema } from "graphql-yoga";
import type { GraphqlContext } from "./context";
import { catalogMuseumFields, catalogMutations } from "./catalog-fields";
import { withErrorMapping, type FieldResolvers } from "./errors";
import { dailySummaryMutationResolvers, museumDailySummaryResolvers } from "./resolvers/daily-summary";
import { customerResolvers, membershipResolvers, ticketResolvers, timeSlotResolvers } from "./resolvers/relations";
import { museumAdmissionResolvers } from "./resolvers/museum-admission";
import { museumCatalogResolvers } from "./resolvers/museum-catalog";
import { museumPeopleResolvers } from "./resolvers/museum-people";
import { mutationResolvers } from "./resolvers/mutation";
import { museumOrderResolvers, orderMutationResolvers } from "./resolvers/orders";
import { queryResolvers } from "./resolvers/query";
import { museumSavedFilterResolvers, savedFilterMutationResolvers, savedFilterResolvers } from "./resolvers/saved-filters";
import { museumSeasonResolvers, seasonMutationResolvers } from "./resolvers/season";
import { DateTimeScalar, JsonScalar } from "./scalars";
import { typeDefs } from "./type-defs";

const objectResolvers: Record<string, FieldResolvers> = {
  Query: queryResolvers,
  Museum: { ...catalogMuseumFields.resolvers, ...museumCatalogResolvers, ...museumPeopleResolvers, ...museumAdmissionResolvers, ...museumOrderResolvers, ...museumSeasonResolvers, ...museumDailySummaryResolvers, ...museumSavedFilterResolvers },
  Customer: customerResolvers,
  Membership: membershipResolvers,
  TimeSlot: timeSlotResolvers,
  Ticket: ticketResolvers,
  SavedFilter: savedFilterResolvers,
  Mutation: { ...catalogMutations.resolvers, ...mutationResolvers, ...orderMutationResolvers, ...seasonMutationResolvers, ...dailySummaryMutationResolvers, ...savedFilterMutationResolvers },
};

export const schema = createSchema<GraphqlContext>({
  typeDefs,
  resolvers: { ...withErrorMapping(objectResolvers), DateTime: DateTimeScalar, JSON: JsonScalar },
});
