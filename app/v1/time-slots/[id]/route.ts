import { deleteTimeSlot } from "@/lib/domain/time-slots/delete-time-slot";
import { getTimeSlot } from "@/lib/domain/time-slots/get-time-slot";
import { updateTimeSlot } from "@/lib/domain/time-slots/update-time-slot";
import { apiRoute } from "@/lib/http/api-route";
import { timeSlotContracts } from "../contract";

export const GET = apiRoute(timeSlotContracts.get, ({ actor, params }) => getTimeSlot({ actor, id: params.id }));

export const PATCH = apiRoute(timeSlotContracts.update, ({ actor, params, body }) => updateTimeSlot({ actor, id: params.id, input: body }));

export const DELETE = apiRoute(timeSlotContracts.delete, ({ actor, params }) => deleteTimeSlot({ actor, id: params.id }));
