import { createReservation } from "@/lib/domain/reservations/create-reservation";
import { listReservations } from "@/lib/domain/reservations/list-reservations";
import { createReservationInput } from "@/lib/domain/reservations/reservation-schemas";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listReservations({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createReservationInput, status: 201 }, ({ actor, body }) => createReservation({ actor, ...body }));
