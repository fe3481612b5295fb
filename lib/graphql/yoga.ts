import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, type ValidationContext } from "graphql";
import { createYoga, isAsyncIterable, type Plugin } from "graphql-yoga";
import { describeError, logger } from "@/lib/log/logger";
import type { GraphqlServerContext } from "./context";
import { createRelationLoaders } from "./relation-loaders";
import { schema } from "./schema";

export const GRAPHQL_PATH = "/api/graphql";

// Limits that stop abusive queries before anything runs (docs/graphql.md, "Limits"). The deepest
// useful query, museum → customers → list → memberships → customer → name, is 6 levels. Cost
// counts 1 per scalar and 2 per object field, each level weighing 1.5 times the one above, so wide
// or repeated (aliased) selections add up; lists are capped separately by limit (at most 1000).
export const MAX_DEPTH = 8;
export const MAX_COST = 5000;

/** Replaces graphql-armor's error (which it prefixes with "Syntax Error") with one with our code. */
function rejectWith(code: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ""), { extensions: { code } }));
  };
}

/**
 * Every error leaves with a code: Yoga's own request errors (a missing query, a variable of the wrong
 * type) get BAD_REQUEST when they have none, and no error carries an internal originalError.
 */
const errorCodes: Plugin = {
  onResultProcess({ result }) {
    if (isAsyncIterable(result)) return;
    for (const single of Array.isArray(result) ? result : [result]) {
      for (const error of single.errors ?? []) {
        const extensions = error.extensions as Record<string, unknown>;
        extensions.code ??= "BAD_REQUEST";
        delete extensions.originalError;
      }
    }
  },
};

// Yoga reports only what escaped the resolvers' own error mapping; never the request itself.
const yogaLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (...args: unknown[]) => logger.warn("graphql", describeError(args[0])),
  error: (...args: unknown[]) => logger.error("graphql", describeError(args[0])),
};

export const yoga = createYoga<GraphqlServerContext>({
  schema,
  graphqlEndpoint: GRAPHQL_PATH,
  // GraphiQL would load its code from a CDN; introspection stays on for tools that read the schema.
  graphiql: false,
  landingPage: false,
  batching: false,
  logging: yogaLogger,
  fetchAPI: { Response },
  context: () => ({ loaders: createRelationLoaders() }),
  plugins: [
    maxDepthPlugin({ n: MAX_DEPTH, flattenFragments: true, propagateOnRejection: false, onReject: [rejectWith("QUERY_TOO_DEEP")] }),
    costLimitPlugin({ maxCost: MAX_COST, propagateOnRejection: false, onReject: [rejectWith("QUERY_TOO_COMPLEX")] }),
    errorCodes,
  ],
});
