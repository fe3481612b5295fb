import { voidTicket } from "@/lib/domain/tickets/void-ticket";
import { apiRoute } from "@/lib/http/api-route";
import { ticketContracts } from "../../contract";

export const POST = apiRoute(ticketContracts.void, ({ actor, params }) => voidTicket({ actor, id: params.id }));
