import { listLocations } from "@/lib/domain/locations/list-locations";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING }, ({ actor, paging }) => listLocations({ actor, paging }));
