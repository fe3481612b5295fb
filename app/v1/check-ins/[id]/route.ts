import { getCheckIn } from "@/lib/domain/check-ins/list-check-ins";
import { apiRoute } from "@/lib/http/api-route";
import { checkInContracts } from "../contract";

export const GET = apiRoute(checkInContracts.get, ({ actor, params }) => getCheckIn({ actor, id: params.id }));
