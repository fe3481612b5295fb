import { createSchedule, listSchedules, previewSchedule } from "@/lib/domain/schedules/schedule-services";
import { apiRoute } from "@/lib/http/api-route";
import { scheduleContracts } from "./contract";

export const GET = apiRoute(scheduleContracts.list, ({ actor, params }) => listSchedules({ actor, eventId: params.id }));

export const POST = apiRoute(scheduleContracts.create, async ({ actor, params, query, body }) => {
  const ref = { actor, eventId: params.id, input: body };
  // A dry run stores nothing, so it answers 200 rather than the contract's 201.
  if (query.dryRun === "true") return Response.json(await previewSchedule(ref), { status: 200 });
  return createSchedule(ref);
});
