import { createCustomer } from "@/lib/domain/customers/create-customer";
import { createCustomerInput, updateCustomerInput } from "@/lib/domain/customers/customer-schemas";
import { updateCustomer } from "@/lib/domain/customers/update-customer";
import { createMembership } from "@/lib/domain/memberships/create-membership";
import { createMembershipInput, updateMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { updateMembership } from "@/lib/domain/memberships/update-membership";
import { museumActor } from "@/lib/domain/users/museum-access";
import { parseArgs, parseId } from "../args";
import { scoped, type GraphqlContext } from "../context";

// Customers and memberships (lib/graphql/sdl/people.ts): the user becomes an Actor that may modify
// the museum (FORBIDDEN for viewers, NOT_FOUND without a role) before the input is parsed with the
// /v1 schema and the /v1 service runs. Answers are scoped, so Customer.memberships and
// Membership.customer read from the same museum.

interface InputArgs {
  museumId: string;
  input: unknown;
}

interface UpdateArgs extends InputArgs {
  id: string;
}

const editorOf = ({ user }: GraphqlContext, museumId: string) => museumActor({ userId: user.userId, museumId, need: "modify" });

export const peopleMutationResolvers = {
  createCustomer: async (_parent: unknown, { museumId, input }: InputArgs, context: GraphqlContext) => {
    const actor = await editorOf(context, museumId);
    return scoped(await createCustomer({ actor, input: parseArgs(createCustomerInput, input, "input") }), actor);
  },

  updateCustomer: async (_parent: unknown, { museumId, id, input }: UpdateArgs, context: GraphqlContext) => {
    const actor = await editorOf(context, museumId);
    return scoped(await updateCustomer({ actor, id: parseId(id), input: parseArgs(updateCustomerInput, input, "input") }), actor);
  },

  createMembership: async (_parent: unknown, { museumId, input }: InputArgs, context: GraphqlContext) => {
    const actor = await editorOf(context, museumId);
    return scoped(await createMembership({ actor, input: parseArgs(createMembershipInput, input, "input") }), actor);
  },

  updateMembership: async (_parent: unknown, { museumId, id, input }: UpdateArgs, context: GraphqlContext) => {
    const actor = await editorOf(context, museumId);
    return scoped(await updateMembership({ actor, id: parseId(id), input: parseArgs(updateMembershipInput, input, "input") }), actor);
  },
};
