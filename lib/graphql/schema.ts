import { createSchema } from "graphql-yoga";
import type { GraphqlContext } from "./context";
import { withErrorMapping, type FieldResolvers } from "./errors";
import { customerResolvers, membershipResolvers, timeSlotResolvers } from "./resolvers/relations";
import { museumCatalogResolvers } from "./resolvers/museum-catalog";
import { museumPeopleResolvers } from "./resolvers/museum-people";
import { mutationResolvers } from "./resolvers/mutation";
import { queryResolvers } from "./resolvers/query";
import { DateTimeScalar, JsonScalar } from "./scalars";
import { typeDefs } from "./type-defs";

const objectResolvers: Record<string, FieldResolvers> = {
  Query: queryResolvers,
  Museum: { ...museumCatalogResolvers, ...museumPeopleResolvers },
  Customer: customerResolvers,
  Membership: membershipResolvers,
  TimeSlot: timeSlotResolvers,
  Mutation: mutationResolvers,
};

export const schema = createSchema<GraphqlContext>({
  typeDefs,
  resolvers: { ...withErrorMapping(objectResolvers), DateTime: DateTimeScalar, JSON: JsonScalar },
});
