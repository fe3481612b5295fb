import { idParams } from "@/lib/domain/shared/input-schemas";
import { listEventTicketTypes } from "@/lib/domain/ticket-types/list-event-ticket-types";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => listEventTicketTypes({ actor, eventId: params.id }));
