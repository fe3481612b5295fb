import { createEvent } from "@/lib/domain/events/create-event";
import { createEventInput } from "@/lib/domain/events/event-schemas";
import { listEvents } from "@/lib/domain/events/list-events";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { EVENT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: EVENT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listEvents({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createEventInput, status: 201 }, ({ actor, body }) => createEvent({ actor, input: body }));
