import { createOrder } from "@/lib/domain/orders/create-order";
import { listOrders } from "@/lib/domain/orders/list-orders";
import { apiRoute } from "@/lib/http/api-route";
import { orderContracts } from "./contract";

export const GET = apiRoute(orderContracts.list, ({ actor, paging, query }) => listOrders({ actor, paging, filter: query.filter }));

export const POST = apiRoute(orderContracts.create, ({ actor, body }) => createOrder({ actor, input: body }));
