import { z } from "zod";
import {
  createScheduleBody,
  dryRunQuery,
  SCHEDULE_LIMITS,
  scheduleChangeSchema,
  scheduleParams,
  schedulePreviewSchema,
  scheduleSchema,
  updateScheduleBody,
} from "@/lib/domain/schedules/schedule-schemas";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/events/{id}/schedules and the routes under it (lib/http/endpoint-contract.ts; docs/schedules.md).

const tag = "Schedules";

const ruleNote =
  "Days, times and closedDates are read in the location's time zone (the schedule's locationId, else the event's, else the museum's zone), " +
  "daylight saving included: a start time the day skips makes no slot, one it repeats makes one. " +
  `At most ${SCHEDULE_LIMITS.maxDays} days and ${SCHEDULE_LIMITS.maxSlots} slots per schedule. Only slots that start in the future are made.`;

export const scheduleContracts = {
  create: endpointContract({
    summary: "Add a schedule to an event and make its time slots",
    description: `Stores the rule and makes its slots at once (201, with \`generated\`). With ?dryRun=true nothing is stored and the answer is 200 with the \`slots\` it would make. ` +
      `The same rule (location, days and start times) as another schedule of the event is 409 SCHEDULE_DUPLICATE, the dry run too. ${ruleNote}`,
    tag,
    params: idParams,
    query: dryRunQuery,
    body: createScheduleBody,
    success: { status: 201, description: "The schedule and what it made.", schema: scheduleChangeSchema },
    otherSuccess: { status: 200, description: "With ?dryRun=true: the slots the rule would make; nothing stored.", schema: schedulePreviewSchema },
    errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "SCHEDULE_DUPLICATE"],
  }),
  list: endpointContract({
    summary: "The event's schedules",
    tag,
    params: idParams,
    success: { status: 200, description: "Every schedule of the event, oldest first.", schema: z.object({ list: z.array(scheduleSchema) }) },
    errors: ["EVENT_NOT_FOUND"],
  }),
  get: endpointContract({
    summary: "Get a schedule",
    tag,
    params: scheduleParams,
    success: { status: 200, description: "The schedule.", schema: scheduleSchema },
    errors: ["EVENT_NOT_FOUND", "SCHEDULE_NOT_FOUND"],
  }),
  replace: endpointContract({
    summary: "Change a schedule's rule",
    description:
      "Replaces the rule (send it whole, as for a create) and brings the future slots in line: missing slots are made, slots with nothing sold or held " +
      "change or go, and slots with tickets sold or held are kept as they are and listed in keptBecauseSold. Past slots are never touched.",
    tag,
    params: scheduleParams,
    body: updateScheduleBody,
    success: { status: 200, description: "The schedule and what changed.", schema: scheduleChangeSchema },
    errors: ["EVENT_NOT_FOUND", "SCHEDULE_NOT_FOUND", "LOCATION_NOT_FOUND", "SCHEDULE_DUPLICATE"],
  }),
  delete: endpointContract({
    summary: "Delete a schedule",
    description: "Deletes the rule and its future slots with nothing sold or held; slots with sales or holds stay, as slots made by hand, and are listed.",
    tag,
    params: scheduleParams,
    success: { status: 200, description: "What was removed and kept.", schema: scheduleChangeSchema.pick({ removed: true, keptBecauseSold: true }) },
    errors: ["EVENT_NOT_FOUND", "SCHEDULE_NOT_FOUND"],
  }),
  generate: endpointContract({
    summary: "Run a schedule again",
    description: "Makes the slots of the rule that are missing and brings unsold ones in line, as a change does. Idempotent: run twice, the second makes nothing (generated 0).",
    tag,
    params: scheduleParams,
    success: { status: 200, description: "The schedule and what it made.", schema: scheduleChangeSchema },
    errors: ["EVENT_NOT_FOUND", "SCHEDULE_NOT_FOUND"],
  }),
};
