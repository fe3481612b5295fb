import { SHARED_DASHBOARD_QUERIES } from "@/lib/dashboard/documents/capacity";
import { graphqlRoute } from "@/lib/graphql/graphql-route";

// POST /api/graphql: the GraphQL API for signed-in staff (docs/graphql.md). Today's figures, asked for
// by every open Today page each second, are answered once a second per museum (lib/graphql/shared-answers.ts).
export const POST = graphqlRoute({ sharedDocuments: SHARED_DASHBOARD_QUERIES });
