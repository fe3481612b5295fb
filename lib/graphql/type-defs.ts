// The GraphQL API's schema (POST /api/graphql), described for users in docs/graphql.md. Lists take
// the same `filter` (docs/filtering.md, as JSON text), `limit` and `offset` as their /v1 endpoints and answer
// the same { total, list } envelope. Every museum field needs a role in that museum; docs/graphql.md
// lists which role may do what.
import { catalogMuseumFields, catalogMutations, catalogRecordTypes } from "./catalog-fields";
import { admissionTypeDefs } from "./sdl/admission";
import { dailySummaryTypeDefs } from "./sdl/daily-summary";
import { mutationTypeDefs } from "./sdl/mutations";
import { orderTypeDefs } from "./sdl/orders";
import { queryTypeDefs } from "./sdl/queries";
import { recordTypeDefs } from "./sdl/records";
import { savedFilterTypeDefs } from "./sdl/saved-filters";
import { seasonTypeDefs } from "./sdl/season";

export const typeDefs = [queryTypeDefs, recordTypeDefs, mutationTypeDefs, admissionTypeDefs, orderTypeDefs, seasonTypeDefs, dailySummaryTypeDefs, savedFilterTypeDefs, catalogRecordTypes, catalogMuseumFields.typeDefs, catalogMutations.typeDefs].join("\n");
