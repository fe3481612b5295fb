import { db } from "@/lib/db/client";
import { createSchedule } from "@/lib/domain/schedules/schedule-services";
import type { GraphqlAnswer, graphqlAs } from "./graphql-client";

// The season's mutations (docs/graphql.md, "Season") for tests/dashboard/graphql-roles.test.ts's
// role × mutation matrix: each run leaves a change of its own (a capacity, a day) that `changed`
// looks for, so one caller's success is never mistaken for another's.

export interface SeasonRoleCase<Caller extends string> {
  name: string;
  allowed: Set<Caller>;
  run(call: ReturnType<typeof graphqlAs>, fixture: { museumId: string; ticketing: { eventId: string } }, caller: Caller): Promise<{ answer: GraphqlAnswer; changed: () => Promise<boolean> }>;
}

const rule = (day: string, capacity: number) => ({ from: day, to: day, times: ["10:00", "11:00"], durationMinutes: 60, capacity });

/** A stored schedule on its own day, made through the service as the museum. */
async function scheduleOn(museumId: string, eventId: string, day: string, capacity: number) {
  return (await createSchedule({ actor: { museumId }, eventId, input: rule(day, capacity) })).schedule.id;
}

export function seasonRoleCases<Caller extends string>(modifiers: Set<Caller>, callers: readonly Caller[]): SeasonRoleCase<Caller>[] {
  // A day of August (or September) 2027 per caller, so every run has slots of its own.
  const dayOf = (month: string, caller: Caller) => `2027-${month}-${String(10 + callers.indexOf(caller)).padStart(2, "0")}`;
  return [
    {
      name: "previewSchedule",
      allowed: modifiers,
      async run(call, { museumId, ticketing }, caller) {
        const answer = await call(`mutation($m: ID!, $e: ID!, $in: ScheduleInput!) { previewSchedule(museumId: $m, eventId: $e, input: $in) { count } }`, {
          m: museumId,
          e: ticketing.eventId,
          in: rule(dayOf("07", caller), 3),
        });
        // The dry run changes nothing: "changed" here means it answered the slots it would make.
        return { answer, changed: async () => answer.body.data?.previewSchedule?.count === 2 };
      },
    },
    {
      name: "createSchedule",
      allowed: modifiers,
      async run(call, { museumId, ticketing }, caller) {
        const capacity = 700 + callers.indexOf(caller);
        const answer = await call(`mutation($m: ID!, $e: ID!, $in: ScheduleInput!) { createSchedule(museumId: $m, eventId: $e, input: $in) { generated } }`, {
          m: museumId,
          e: ticketing.eventId,
          in: rule(dayOf("07", caller), capacity),
        });
        return { answer, changed: async () => (await db().timeSlot.count({ where: { museumId, capacity } })) === 2 };
      },
    },
    {
      name: "generateSchedule",
      allowed: modifiers,
      async run(call, { museumId, ticketing }, caller) {
        const id = await scheduleOn(museumId, ticketing.eventId, dayOf("08", caller), 3);
        // One slot deleted by hand: generating again makes it anew.
        const first = await db().timeSlot.findFirstOrThrow({ where: { scheduleId: id }, select: { id: true } });
        await db().timeSlot.delete({ where: { id: first.id } });
        const answer = await call(`mutation($m: ID!, $e: ID!, $id: ID!) { generateSchedule(museumId: $m, eventId: $e, id: $id) { generated } }`, { m: museumId, e: ticketing.eventId, id });
        return { answer, changed: async () => (await db().timeSlot.count({ where: { scheduleId: id } })) === 2 };
      },
    },
    {
      name: "updateSchedule",
      allowed: modifiers,
      async run(call, { museumId, ticketing }, caller) {
        const day = dayOf("11", caller);
        const id = await scheduleOn(museumId, ticketing.eventId, day, 3);
        const answer = await call(`mutation($m: ID!, $e: ID!, $id: ID!, $in: ScheduleInput!) { updateSchedule(museumId: $m, eventId: $e, id: $id, input: $in) { updated } }`, {
          m: museumId,
          e: ticketing.eventId,
          id,
          in: rule(day, 9),
        });
        return { answer, changed: async () => (await db().timeSlot.count({ where: { scheduleId: id, capacity: 9 } })) === 2 };
      },
    },
    {
      name: "deleteSchedule",
      allowed: modifiers,
      async run(call, { museumId, ticketing }, caller) {
        const id = await scheduleOn(museumId, ticketing.eventId, dayOf("09", caller), 3);
        const answer = await call(`mutation($m: ID!, $e: ID!, $id: ID!) { deleteSchedule(museumId: $m, eventId: $e, id: $id) { removed } }`, { m: museumId, e: ticketing.eventId, id });
        return { answer, changed: async () => (await db().schedule.count({ where: { id } })) === 0 };
      },
    },
    {
      name: "bulkChangeTimeSlots",
      allowed: modifiers,
      async run(call, { museumId, ticketing }, caller) {
        const day = dayOf("10", caller);
        const id = await scheduleOn(museumId, ticketing.eventId, day, 3);
        const answer = await call(`mutation($m: ID!, $in: BulkChangeTimeSlotsInput!) { bulkChangeTimeSlots(museumId: $m, input: $in) { changed } }`, {
          m: museumId,
          in: { from: day, to: day, eventId: ticketing.eventId, changes: { closed: true, closedReason: "Roles" } },
        });
        return { answer, changed: async () => (await db().timeSlot.count({ where: { scheduleId: id, closedAt: { not: null } } })) === 2 };
      },
    },
  ];
}
