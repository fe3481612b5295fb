import { needInWords, type Operation } from "@/lib/domain/operations/operation";
import { staffActor } from "@/lib/domain/users/administer-museum";
import { parseNamingPaths } from "./args";
import { scoped, type GraphqlContext } from "./context";
import type { FieldResolvers } from "./errors";
import { fieldSdl, graphqlInputFields, inputTypeSdl, type GraphqlField, type GraphqlNames } from "./graphql-from-zod";

// Mutations made from the operation catalog (docs/graphql.md, "Made from the catalog"): the field's
// description is the operation's summary and who may run it, its arguments are the operation's input, and its resolver
// runs the operation as the signed-in user, after the role check the operation names. Only the field's
// name, its answer's GraphQL type and how the arguments are laid out are GraphQL's own.

export interface OperationMutation {
  /** The GraphQL field, e.g. updateLocation. */
  field: string;
  operation: Operation;
  /** The answer's GraphQL type, e.g. Location!. */
  returns: string;
  /** The input type's name: the operation's input (less `id`) is one `input` argument; without it, each of its fields is an argument. */
  inputType?: string;
  /** The operation's input field the `id` argument fills: an update names its record so. */
  id?: string;
  names?: GraphqlNames;
  /** The answer's relations are read as the acting user (docs/graphql.md), as a time slot's are. */
  scopesAnswer?: boolean;
}

/** The SDL and resolvers of `mutations`, to be merged into the schema beside the hand-written ones. */
export function operationMutations(mutations: OperationMutation[]): { typeDefs: string; resolvers: FieldResolvers } {
  const sdl = new Set<string>();
  const fields: string[] = [];
  const resolvers: FieldResolvers = {};
  for (const mutation of mutations) {
    const { operation, id, inputType } = mutation;
    const { fields: inputFields, nestedTypes } = graphqlInputFields(id ? operation.input.omit({ [id]: true } as Record<string, true>) : operation.input, mutation.names);
    const argumentList: Pick<GraphqlField, "name" | "type" | "description">[] = [{ name: "museumId", type: "ID!" }];
    if (id) argumentList.push({ name: "id", type: "ID!" });
    if (inputType) {
      argumentList.push({ name: "input", type: `${inputType}!` });
      sdl.add(inputTypeSdl(inputType, inputFields));
    } else {
      argumentList.push(...inputFields);
    }
    // A nested type two operations share (a ticket type's translations) is written once.
    for (const nested of nestedTypes) sdl.add(nested);
    const description = [operation.summary, needInWords[operation.need]].filter(Boolean).join(" ");
    fields.push(`  ${JSON.stringify(description)} ${mutation.field}(${argumentList.map(fieldSdl).join(", ")}): ${mutation.returns}`);
    resolvers[mutation.field] = resolverOf(mutation, inputFields);
  }
  return { typeDefs: [`extend type Mutation {\n${fields.join("\n")}\n}`, ...sdl].join("\n\n"), resolvers };
}

type MutationArgs = { museumId: string; id?: string; input?: Record<string, unknown> } & Record<string, unknown>;

function resolverOf({ operation, id, inputType, scopesAnswer }: OperationMutation, inputFields: GraphqlField[]) {
  const nullMeansNotGiven = new Set(inputFields.filter((field) => field.refusesNull).map((field) => field.name));
  return async (_parent: unknown, { museumId, id: recordId, input, ...flat }: MutationArgs, context: GraphqlContext) => {
    const actor = await staffActor({ userId: context.user.userId, museumId, need: operation.need });
    const given = Object.entries(inputType ? (input ?? {}) : flat).filter(([name, value]) => !(value === null && nullMeansNotGiven.has(name)));
    const asked = { ...Object.fromEntries(given), ...(id ? { [id]: recordId } : {}) };
    // Detail paths name the GraphQL arguments: `id` for the record, input.<field> inside the input.
    const parsed = parseNamingPaths(operation.input, asked, (parts) => (parts[0] === id ? "id" : [...(inputType ? ["input"] : []), ...parts].join(".")));
    const answer = (await operation.run(actor, parsed)) as object;
    return scopesAnswer ? scoped(answer, actor) : answer;
  };
}
