import { cancelReservation } from "@/lib/domain/reservations/cancel-reservation";
import { getReservation } from "@/lib/domain/reservations/get-reservation";
import { reservationParams } from "@/lib/domain/reservations/reservation-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: reservationParams }, ({ actor, params }) => getReservation({ actor, id: params.id }));

export const DELETE = apiRoute({ params: reservationParams, status: 204 }, ({ actor, params }) => cancelReservation({ actor, id: params.id }));
