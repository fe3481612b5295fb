import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import { errorMessages } from "@/lib/errors/app-error";
import { toAppError } from "@/lib/errors/to-app-error";
import type { GraphqlContext } from "./context";

// The GraphQL door's one error table: whatever a resolver throws (AppError, ZodError, Prisma's coded
// errors, anything else) becomes a GraphQL error whose extensions.code is the same code /v1 would
// answer with, plus details when there are any. toAppError logs unknown errors and replaces their
// text, so nothing internal leaks.
export function toGraphqlError(error: unknown, requestId: string): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const appError = toAppError(error, requestId);
  const message = appError.code === "INTERNAL_ERROR" ? errorMessages.INTERNAL_ERROR : appError.message;
  return new GraphQLError(message, {
    extensions: { code: appError.code, ...(appError.details === undefined ? {} : { details: appError.details }), requestId },
  });
}

// `never` parameters accept resolvers with any parent and argument types.
type Resolver = (parent: never, args: never, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;
export type FieldResolvers = Record<string, Resolver>;

/**
 * Wraps every field resolver of object types (not scalars) so their errors go through
 * toGraphqlError. graphql-js then adds the path, and Yoga passes such errors on unmasked.
 */
export function withErrorMapping(types: Record<string, FieldResolvers>): Record<string, FieldResolvers> {
  return Object.fromEntries(
    Object.entries(types).map(([typeName, fields]) => [
      typeName,
      Object.fromEntries(Object.entries(fields).map(([field, resolve]) => [field, mapErrors(resolve)])),
    ]),
  );
}

function mapErrors(resolve: Resolver): Resolver {
  return async (parent, args, context, info) => {
    try {
      return await resolve(parent, args, context, info);
    } catch (error) {
      throw toGraphqlError(error, context.requestId);
    }
  };
}
