import { needInWords, type Operation } from "@/lib/domain/operations/operation";
import type { Actor } from "@/lib/domain/actor";
import { actorForNeed, staffActor } from "@/lib/domain/users/administer-museum";
import type { PagingRule } from "@/lib/http/paging";
import { pagingArgs, parseNamingPaths } from "./args";
import { scoped, scopedList, type GraphqlContext } from "./context";
import type { FieldResolvers } from "./errors";
import type { MuseumNode } from "./museum-node";
import { fieldSdl, graphqlInputFields, inputTypeSdl, type GraphqlField, type GraphqlNames } from "./graphql-from-zod";

// Fields made from the operation catalog (docs/graphql.md, "Made from the catalog"), a mutation or a
// museum's field: the field's description is the operation's summary and who may run it, its arguments
// are the operation's input, and its resolver runs the operation as the signed-in user, after the role
// check the operation names. Only the field's name, its answer's GraphQL type and how the arguments are
// laid out are GraphQL's own.

export interface OperationField {
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
  /** A list: `limit` and `offset` follow GraphQL's rule for lists (docs/graphql.md), as /v1's do, not the operation's page. */
  paging?: PagingRule;
}

const PAGE_FIELDS = ["limit", "offset"];

/**
 * The SDL and resolvers of `declared` on `parent`, to be merged into the schema beside the hand-written
 * ones. A mutation takes the museum's id first; a museum's field acts in the museum it is read under,
 * with the role already read for it.
 */
export function operationFields(parent: "Mutation" | "Museum", declared: OperationField[]): { typeDefs: string; resolvers: FieldResolvers } {
  const sdl = new Set<string>();
  const fields: string[] = [];
  const resolvers: FieldResolvers = {};
  for (const declaration of declared) {
    const { operation, id, inputType, paging } = declaration;
    const filled = [...(id ? [id] : []), ...(paging ? PAGE_FIELDS : [])];
    const { fields: inputFields, nestedTypes } = graphqlInputFields(operation.input, declaration.names, filled);
    const argumentList: Pick<GraphqlField, "name" | "type" | "description">[] = parent === "Mutation" ? [{ name: "museumId", type: "ID!" }] : [];
    if (id) argumentList.push({ name: "id", type: "ID!" });
    if (paging) {
      argumentList.push({ name: "limit", type: "Int", description: `How many to answer, 1 to ${paging.maxLimit} (default ${paging.defaultLimit}).` });
      argumentList.push({ name: "offset", type: "Int", description: "How many to skip first (default 0)." });
    }
    if (inputType) {
      argumentList.push({ name: "input", type: `${inputType}!` });
      sdl.add(inputTypeSdl(inputType, inputFields));
    } else {
      argumentList.push(...inputFields);
    }
    // A nested type two operations share (a ticket type's translations) is written once.
    for (const nested of nestedTypes) sdl.add(nested);
    const description = [operation.summary, needInWords[operation.need]].filter(Boolean).join(" ");
    fields.push(`  ${JSON.stringify(description)} ${declaration.field}(${argumentList.map(fieldSdl).join(", ")}): ${declaration.returns}`);
    const run = runnerOf(declaration, inputFields);
    resolvers[declaration.field] =
      parent === "Mutation"
        ? async (_parent: unknown, { museumId, ...args }: FieldArgs & { museumId: string }, context: GraphqlContext) =>
            run(await staffActor({ userId: context.user.userId, museumId, need: operation.need }), args)
        : async (museum: MuseumNode, args: FieldArgs) => run(actorForNeed({ userId: museum.userId, museum, need: operation.need }), args);
  }
  return { typeDefs: [`extend type ${parent} {\n${fields.join("\n")}\n}`, ...sdl].join("\n\n"), resolvers };
}

type FieldArgs = { id?: string; input?: Record<string, unknown> } & Record<string, unknown>;

function runnerOf({ operation, id, inputType, paging }: OperationField, inputFields: GraphqlField[]) {
  const nullMeansNotGiven = new Set(inputFields.filter((field) => field.refusesNull).map((field) => field.name));
  return async (actor: Actor, { id: recordId, input, ...flat }: FieldArgs) => {
    // A list's page is checked by GraphQL's rule first, with its own code (INVALID_PAGINATION), as /v1 checks it.
    const { limit, offset, ...rest } = flat;
    const page = paging ? pagingArgs({ limit: limit as number | null | undefined, offset: offset as number | null | undefined }, paging) : {};
    const given = Object.entries(inputType ? (input ?? {}) : paging ? rest : flat).filter(([name, value]) => !(value === null && nullMeansNotGiven.has(name)));
    const asked = { ...Object.fromEntries(given), ...(id ? { [id]: recordId } : {}) };
    // Detail paths name the GraphQL arguments: `id` for the record, input.<field> inside the input.
    // A list's page is left out of what the operation parses (it takes none, as each page field is
    // optional there) and given after, so GraphQL's rule, not the operation's page size, holds.
    const parsed = parseNamingPaths(operation.input, asked, (parts) => (id !== undefined && parts[0] === id ? "id" : [...(inputType ? ["input"] : []), ...parts].join(".")));
    const answer = (await operation.run(actor, { ...parsed, ...page })) as object;
    // Every answer carries the actor, so the relations of whatever type it is (a time slot's event, a
    // customer's memberships) are read in the same museum as the same user (docs/graphql.md).
    return paging ? scopedList(answer as { total: number; list: object[] }, actor) : scoped(answer, actor);
  };
}
