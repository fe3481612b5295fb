import { checkIn } from "@/lib/domain/check-ins/check-in";
import { listCheckIns } from "@/lib/domain/check-ins/list-check-ins";
import { apiRoute } from "@/lib/http/api-route";
import { checkInContracts } from "./contract";

export const GET = apiRoute(checkInContracts.list, ({ actor, paging, query }) => listCheckIns({ actor, paging, filter: query.filter, day: query.day }));

export const POST = apiRoute(checkInContracts.create, ({ actor, body }) => checkIn({ actor, input: body }));
