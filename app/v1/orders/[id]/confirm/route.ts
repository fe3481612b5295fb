import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { apiRoute } from "@/lib/http/api-route";
import { orderContracts } from "../../contract";

export const POST = apiRoute(orderContracts.confirm, ({ actor, params }) => confirmOrder({ actor, id: params.id }));
