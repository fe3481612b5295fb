import { occupancy } from "@/lib/domain/occupancy/occupancy";
import { apiRoute } from "@/lib/http/api-route";
import { occupancyContracts } from "./contract";

export const GET = apiRoute(occupancyContracts.get, async ({ actor }) => ({ list: await occupancy({ actor }) }));
