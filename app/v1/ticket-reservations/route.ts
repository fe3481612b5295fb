import { createReservation } from "@/lib/domain/reservations/create-reservation";
import { listReservations } from "@/lib/domain/reservations/list-reservations";
import { apiRoute } from "@/lib/http/api-route";
import { reservationContracts } from "./contract";

export const GET = apiRoute(reservationContracts.list, ({ actor, paging, query }) =>
  listReservations({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute(reservationContracts.create, ({ actor, body }) => createReservation({ actor, ...body }));
