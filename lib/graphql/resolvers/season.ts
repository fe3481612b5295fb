import { createScheduleBody } from "@/lib/domain/schedules/schedule-schemas";
import { createSchedule, deleteSchedule, generateSchedule, listMuseumSchedules, listSchedules, previewSchedule, updateSchedule } from "@/lib/domain/schedules/schedule-services";
import { bulkChangeBody, bulkChangeTimeSlots } from "@/lib/domain/time-slots/bulk-change-time-slots";
import { seasonCalendar, seasonQuery } from "@/lib/domain/time-slots/season-calendar";
import { museumActor } from "@/lib/domain/users/museum-access";
import { parseArgs, parseId } from "../args";
import { scoped, type GraphqlContext } from "../context";
import { museumFieldActor, withoutNulls, type MuseumNode } from "../museum-node";

// The season in GraphQL (lib/graphql/sdl/season.ts): each field and mutation turns the user into an
// Actor for the museum first (NOT_FOUND without a role, FORBIDDEN when the role may not), then parses
// its arguments with the /v1 endpoint's zod schema, then calls the /v1 endpoint's service.

interface EventArgs {
  museumId: string;
  eventId: string;
}

interface ScheduleInputArgs extends EventArgs {
  input: Record<string, unknown>;
}

interface ScheduleArgs extends EventArgs {
  id: string;
}

interface SeasonArgs {
  month: string;
  eventId?: string | null;
  locationId?: string | null;
}

export const museumSeasonResolvers = {
  schedules: async (museum: MuseumNode, { eventId }: { eventId?: string | null }) => {
    const actor = museumFieldActor(museum);
    return (eventId ? await listSchedules({ actor, eventId: parseId(eventId, "eventId") }) : await listMuseumSchedules({ actor })).list;
  },

  season: async (museum: MuseumNode, args: SeasonArgs) => {
    const actor = museumFieldActor(museum);
    const calendar = await seasonCalendar({ actor, query: parseArgs(seasonQuery, withoutNulls({ ...args })) });
    // Slots carry the actor so TimeSlot.event and TimeSlot.admitted read from this museum.
    return { ...calendar, days: calendar.days.map((day) => ({ ...day, slots: day.slots.map((slot) => scoped(slot, actor)) })) };
  },
};

async function editorOf({ user }: GraphqlContext, { museumId, eventId }: EventArgs) {
  return { actor: await museumActor({ userId: user.userId, museumId, need: "modify" }), eventId: parseId(eventId, "eventId") };
}

/** GraphQL sends explicit nulls for inputs left out; the /v1 body has them absent. */
const scheduleInput = (input: Record<string, unknown>) => parseArgs(createScheduleBody, withoutNulls(input), "input");

export const seasonMutationResolvers = {
  previewSchedule: async (_parent: unknown, args: ScheduleInputArgs, context: GraphqlContext) => {
    const ref = await editorOf(context, args);
    const preview = await previewSchedule({ ...ref, input: scheduleInput(args.input) });
    return { ...preview, count: preview.slots.length };
  },

  createSchedule: async (_parent: unknown, args: ScheduleInputArgs, context: GraphqlContext) => {
    const ref = await editorOf(context, args);
    return createSchedule({ ...ref, input: scheduleInput(args.input) });
  },

  updateSchedule: async (_parent: unknown, args: ScheduleArgs & ScheduleInputArgs, context: GraphqlContext) =>
    updateSchedule({ ...(await editorOf(context, args)), id: parseId(args.id), input: scheduleInput(args.input) }),

  generateSchedule: async (_parent: unknown, args: ScheduleArgs, context: GraphqlContext) => generateSchedule({ ...(await editorOf(context, args)), id: parseId(args.id) }),

  deleteSchedule: async (_parent: unknown, args: ScheduleArgs, context: GraphqlContext) => deleteSchedule({ ...(await editorOf(context, args)), id: parseId(args.id) }),

  bulkChangeTimeSlots: async (_parent: unknown, { museumId, input }: { museumId: string; input: Record<string, unknown> }, { user }: GraphqlContext) => {
    const actor = await museumActor({ userId: user.userId, museumId, need: "modify" });
    const { changes = {}, ...range } = input as { changes?: Record<string, unknown> };
    // A null closedReason clears the reason, as in /v1; the other nulls mean "left out".
    const { closedReason, ...fields } = changes;
    const body = { ...withoutNulls(range), changes: { ...withoutNulls(fields), ...(closedReason === undefined ? {} : { closedReason }) } };
    return bulkChangeTimeSlots({ actor, input: parseArgs(bulkChangeBody, body, "input") });
  },
};
