import { cancelReservation } from "@/lib/domain/reservations/cancel-reservation";
import { getReservation } from "@/lib/domain/reservations/get-reservation";
import { apiRoute } from "@/lib/http/api-route";
import { reservationContracts } from "../contract";

export const GET = apiRoute(reservationContracts.get, ({ actor, params }) => getReservation({ actor, id: params.id }));

export const DELETE = apiRoute(reservationContracts.cancel, ({ actor, params }) => cancelReservation({ actor, id: params.id }));
