import {
  createEventOperation,
  deleteEventOperation,
  getEventOperation,
  listEventsOperation,
  updateEventOperation,
} from "@/lib/domain/events/event-operations";
import { operationEndpoint } from "@/lib/http/operation-endpoint";
import { EVENT_PAGING } from "@/lib/http/paging";

// /v1/events and /v1/events/{id}, made from the operation catalog (lib/http/operation-endpoint.ts).

const tag = "Events";

export const eventEndpoints = {
  list: operationEndpoint(listEventsOperation, { tag, paging: EVENT_PAGING }),
  create: operationEndpoint(createEventOperation, { tag, status: 201 }),
  get: operationEndpoint(getEventOperation, { tag, pathId: "eventId" }),
  update: operationEndpoint(updateEventOperation, { tag, pathId: "eventId" }),
  delete: operationEndpoint(deleteEventOperation, { tag, pathId: "eventId", status: 204 }),
};
