import { describeFilterSchema } from "@/lib/filter/describe-schema";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({}, ({ actor }) => describeFilterSchema({ actor }));
