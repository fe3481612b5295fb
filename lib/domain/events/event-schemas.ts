import { z } from "zod";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { descriptionInput, isoDateInput, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";

const eventFields = {
  name: nameInput.describe("What the public and staff call it, e.g. Night of lights."),
  description: descriptionInput.describe("What it is about (default empty)."),
  locationId: recordId.nullable().describe("The location it takes place at (an id from list_locations); its time zone is the event's. null: none."),
  startsAt: isoDateInput.nullable().describe("When it starts: an instant with Z or an offset, e.g. 2027-03-01T10:00:00+01:00. null: no date."),
  endsAt: isoDateInput.nullable().describe("When it ends: not before startsAt. null: no date."),
  published: z.boolean().describe("Whether the public sees it and its tickets are on sale (default false)."),
};

export const createEventInput = patchOf(eventFields).required({ name: true });
export const updateEventInput = patchOf(eventFields);

export type CreateEventInput = z.output<typeof createEventInput>;
export type UpdateEventInput = z.output<typeof updateEventInput>;

/** An event as it leaves a door, with the time zone its times are read in. */
export const eventAnswer = z.object({
  id: z.uuid(),
  locationId: z.uuid().nullable(),
  name: z.string(),
  description: z.string(),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  timeZone: z.string().describe("The IANA time zone its times are read in: its location's, else the museum's own."),
  published: z.boolean().describe("Whether the public sees it and its tickets are on sale."),
  createdAt: timestamp,
  updatedAt: timestamp,
});
