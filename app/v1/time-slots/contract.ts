import {
  createTimeSlotOperation,
  deleteTimeSlotOperation,
  getTimeSlotOperation,
  listTimeSlotsOperation,
  updateTimeSlotOperation,
} from "@/lib/domain/time-slots/time-slot-operations";
import { resourceEndpoints } from "@/lib/http/operation-endpoint";
import { DEFAULT_PAGING } from "@/lib/http/paging";

// /v1/time-slots and /v1/time-slots/{id}, made from the operation catalog (lib/http/operation-endpoint.ts).

export const timeSlotEndpoints = resourceEndpoints(
  {
    list: listTimeSlotsOperation,
    create: createTimeSlotOperation,
    get: getTimeSlotOperation,
    update: updateTimeSlotOperation,
    delete: deleteTimeSlotOperation,
  },
  { tag: "Time slots", paging: DEFAULT_PAGING, pathId: "timeSlotId" },
);
