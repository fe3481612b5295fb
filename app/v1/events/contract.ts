import {
  createEventOperation,
  deleteEventOperation,
  getEventOperation,
  listEventsOperation,
  updateEventOperation,
} from "@/lib/domain/events/event-operations";
import { resourceEndpoints } from "@/lib/http/operation-endpoint";
import { EVENT_PAGING } from "@/lib/http/paging";

// /v1/events and /v1/events/{id}, made from the operation catalog (lib/http/operation-endpoint.ts).

export const eventEndpoints = resourceEndpoints(
  {
    list: listEventsOperation,
    create: createEventOperation,
    get: getEventOperation,
    update: updateEventOperation,
    delete: deleteEventOperation,
  },
  { tag: "Events", paging: EVENT_PAGING, pathId: "eventId" },
);
