import { createTimeSlot } from "@/lib/domain/time-slots/create-time-slot";
import { listTimeSlots } from "@/lib/domain/time-slots/list-time-slots";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { createTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listTimeSlots({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createTimeSlotInput, status: 201 }, ({ actor, body }) => createTimeSlot({ actor, input: body }));
