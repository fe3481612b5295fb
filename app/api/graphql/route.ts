import { handleGraphqlRequest } from "@/lib/graphql/graphql-route";

// POST /api/graphql: the GraphQL API for signed-in staff (docs/graphql.md).
export const POST = handleGraphqlRequest;
