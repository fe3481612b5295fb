import { createTimeSlot } from "@/lib/domain/time-slots/create-time-slot";
import { listTimeSlots } from "@/lib/domain/time-slots/list-time-slots";
import { apiRoute } from "@/lib/http/api-route";
import { timeSlotContracts } from "./contract";

export const GET = apiRoute(timeSlotContracts.list, ({ actor, paging, query }) => listTimeSlots({ actor, paging, filter: query.filter }));

export const POST = apiRoute(timeSlotContracts.create, ({ actor, body }) => createTimeSlot({ actor, input: body }));
