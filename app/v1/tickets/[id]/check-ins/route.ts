import { listTicketCheckIns } from "@/lib/domain/check-ins/check-ins-of-record";
import { apiRoute } from "@/lib/http/api-route";
import { checkInContracts } from "../../../check-ins/contract";

export const GET = apiRoute(checkInContracts.ofTicket, ({ actor, params, paging }) => listTicketCheckIns({ actor, ticketId: params.id, paging }));
