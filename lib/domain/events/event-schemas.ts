import { z } from "zod";
import { descriptionInput, isoDateInput, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";

const eventFields = {
  name: nameInput,
  description: descriptionInput,
  locationId: recordId.nullable(),
  startsAt: isoDateInput.nullable(),
  endsAt: isoDateInput.nullable(),
  published: z.boolean(),
};

export const createEventInput = patchOf(eventFields).required({ name: true });
export const updateEventInput = patchOf(eventFields);

export type CreateEventInput = z.output<typeof createEventInput>;
export type UpdateEventInput = z.output<typeof updateEventInput>;
