import { checkOut } from "@/lib/domain/occupancy/check-out";
import { apiRoute } from "@/lib/http/api-route";
import { checkOutContracts } from "./contract";

export const POST = apiRoute(checkOutContracts.create, ({ actor, body }) => checkOut({ actor, input: body }));
