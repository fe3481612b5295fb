import { bulkChangeBody, bulkChangeResultSchema, bulkChangeTimeSlots } from "@/lib/domain/time-slots/bulk-change-time-slots";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute(
  {
    summary: "Close, reopen or resize every slot of a range of days",
    description:
      "Applies `changes` to every slot starting on a day from `from` to `to` (each slot's day in its location's time zone, else the museum's), " +
      "optionally only one event's or location's. closed true closes them: new holds, orders and sales get TIME_SLOT_CLOSED. " +
      "A new capacity below what a slot already holds and sells leaves that slot as it was, listed in `skipped`. At most 5,000 slots at once.",
    tag: "Time slots",
    body: bulkChangeBody,
    success: { status: 200, description: "How many slots matched and changed.", schema: bulkChangeResultSchema },
    errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND"],
  },
  ({ actor, body }) => bulkChangeTimeSlots({ actor, input: body }),
);
