import { extendOrder } from "@/lib/domain/orders/extend-order";
import { apiRoute } from "@/lib/http/api-route";
import { orderContracts } from "../../contract";

export const POST = apiRoute(orderContracts.extend, ({ actor, params }) => extendOrder({ actor, id: params.id }));
