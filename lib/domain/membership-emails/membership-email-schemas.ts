import { z } from "zod";

export const queuedEmailSchema = z.object({
  emailId: z.uuid(),
  status: z.literal("queued"),
});

export type QueuedEmail = z.infer<typeof queuedEmailSchema>;
