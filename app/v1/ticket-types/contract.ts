import {
  createTicketTypeOperation,
  deleteTicketTypeOperation,
  getTicketTypeOperation,
  listTicketTypesOperation,
  updateTicketTypeOperation,
} from "@/lib/domain/ticket-types/ticket-type-operations";
import { resourceEndpoints } from "@/lib/http/operation-endpoint";
import { DEFAULT_PAGING } from "@/lib/http/paging";

// /v1/ticket-types and /v1/ticket-types/{id}, made from the operation catalog (lib/http/operation-endpoint.ts).

export const ticketTypeEndpoints = resourceEndpoints(
  {
    list: listTicketTypesOperation,
    create: createTicketTypeOperation,
    get: getTicketTypeOperation,
    update: updateTicketTypeOperation,
    delete: deleteTicketTypeOperation,
  },
  { tag: "Ticket types", paging: DEFAULT_PAGING, pathId: "ticketTypeId" },
);
