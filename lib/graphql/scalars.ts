import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from "graphql";

// DateTime answers as ISO 8601 UTC with milliseconds, like /v1. Inputs stay text here: the /v1 zod
// schemas (isoDateInput) check and convert them, so both doors accept the same date-times.
export const DateTimeScalar = new GraphQLScalarType({
  name: "DateTime",
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "string") return value;
    throw new GraphQLError("DateTime cannot represent this value.");
  },
  parseValue(value) {
    if (typeof value !== "string") throw new GraphQLError("DateTime must be an ISO 8601 string.");
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be an ISO 8601 string.", { nodes: ast });
    return ast.value;
  },
});

export const JsonScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
