import { deleteSchedule, getSchedule, updateSchedule } from "@/lib/domain/schedules/schedule-services";
import { apiRoute } from "@/lib/http/api-route";
import { scheduleContracts } from "../contract";

export const GET = apiRoute(scheduleContracts.get, ({ actor, params }) => getSchedule({ actor, eventId: params.id, id: params.scheduleId }));

export const PUT = apiRoute(scheduleContracts.replace, ({ actor, params, body }) => updateSchedule({ actor, eventId: params.id, id: params.scheduleId, input: body }));

export const DELETE = apiRoute(scheduleContracts.delete, ({ actor, params }) => deleteSchedule({ actor, eventId: params.id, id: params.scheduleId }));
