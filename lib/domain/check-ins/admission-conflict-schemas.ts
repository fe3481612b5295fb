import { z } from "zod";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";

/** What narrows the list of admission conflicts (docs/admission.md, "Conflicts"); paging is read apart. */
export const admissionConflictQuery = z.object({
  day: calendarDayInput.optional().describe("Conflicts scanned on this calendar day of the museum's time zone."),
  deviceId: z.string().trim().min(1).max(100).optional().describe("Conflicts this phone took part in, on either side."),
});
