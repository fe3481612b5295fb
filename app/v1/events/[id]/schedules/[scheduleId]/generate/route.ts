import { generateSchedule } from "@/lib/domain/schedules/schedule-services";
import { apiRoute } from "@/lib/http/api-route";
import { scheduleContracts } from "../../contract";

export const POST = apiRoute(scheduleContracts.generate, ({ actor, params }) => generateSchedule({ actor, eventId: params.id, id: params.scheduleId }));
