import { describeFilterSchema, filterSchemaShape } from "@/lib/filter/describe-schema";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  {
    summary: "Filterable types and fields",
    description:
      "Every resource a list endpoint can filter, with each field name the `filter` parameter accepts (dot notation for " +
      "relations, CUSTOM.<KEY> for the museum's custom customer fields), its type and the operators it allows. " +
      "See docs/filtering.md for the filter language.",
    tag: "Schema",
    success: { status: 200, description: "The filter schema of the caller's museum.", schema: filterSchemaShape },
    errors: [],
  },
  ({ actor }) => describeFilterSchema({ actor }),
);
