import { createEvent } from "@/lib/domain/events/create-event";
import { listEvents } from "@/lib/domain/events/list-events";
import { apiRoute } from "@/lib/http/api-route";
import { eventContracts } from "./contract";

export const GET = apiRoute(eventContracts.list, ({ actor, paging, query }) => listEvents({ actor, paging, filter: query.filter }));

export const POST = apiRoute(eventContracts.create, ({ actor, body }) => createEvent({ actor, input: body }));
