import { createSchema } from "graphql-yoga";
import type { GraphqlContext } from "./context";
import { withErrorMapping, type FieldResolvers } from "./errors";
import { customerResolvers, membershipResolvers, ticketResolvers, timeSlotResolvers } from "./resolvers/relations";
import { museumAdmissionResolvers } from "./resolvers/museum-admission";
import { museumCatalogResolvers } from "./resolvers/museum-catalog";
import { museumPeopleResolvers } from "./resolvers/museum-people";
import { mutationResolvers } from "./resolvers/mutation";
import { queryResolvers } from "./resolvers/query";
import { DateTimeScalar, JsonScalar } from "./scalars";
import { typeDefs } from "./type-defs";

const objectResolvers: Record<string, FieldResolvers> = {
  Query: queryResolvers,
  Museum: { ...museumCatalogResolvers, ...museumPeopleResolvers, ...museumAdmissionResolvers },
  Customer: customerResolvers,
  Membership: membershipResolvers,
  TimeSlot: timeSlotResolvers,
  Ticket: ticketResolvers,
  Mutation: mutationResolvers,
};

export const schema = createSchema<GraphqlContext>({
  typeDefs,
  resolvers: { ...withErrorMapping(objectResolvers), DateTime: DateTimeScalar, JSON: JsonScalar },
});
