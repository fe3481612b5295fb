import { cancelOrder } from "@/lib/domain/orders/cancel-order";
import { getOrder } from "@/lib/domain/order-records/get-order";
import { apiRoute } from "@/lib/http/api-route";
import { orderContracts } from "../contract";

export const GET = apiRoute(orderContracts.get, ({ actor, params }) => getOrder({ actor, id: params.id }));

export const DELETE = apiRoute(orderContracts.cancel, ({ actor, params }) => cancelOrder({ actor, id: params.id }));
