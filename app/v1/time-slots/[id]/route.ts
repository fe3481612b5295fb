import { deleteTimeSlot } from "@/lib/domain/time-slots/delete-time-slot";
import { getTimeSlot } from "@/lib/domain/time-slots/get-time-slot";
import { updateTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { updateTimeSlot } from "@/lib/domain/time-slots/update-time-slot";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getTimeSlot({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateTimeSlotInput }, ({ actor, params, body }) =>
  updateTimeSlot({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteTimeSlot({ actor, id: params.id }));
