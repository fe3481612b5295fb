import { z } from "zod";

export const emailStatuses = ["QUEUED", "SENDING", "SENT", "FAILED"] as const;

export const emailListQuery = z.strictObject({
  status: z.enum(emailStatuses).optional().describe("Only emails in this delivery state."),
});
