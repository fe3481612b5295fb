import { queueTicketEmail } from "@/lib/domain/orders/queue-ticket-email";
import { apiRoute } from "@/lib/http/api-route";
import { orderContracts } from "../../contract";

export const POST = apiRoute(orderContracts.sendTickets, ({ actor, params }) => queueTicketEmail({ actor, orderId: params.id }));
