import { z } from "zod";
import { updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { isoDateInput } from "@/lib/domain/shared/input-schemas";

// A summary covers at most a leap year, so one request never scans more than a year of sales.
export const MAX_SUMMARY_DAYS = 366;
const DAY_MS = 86_400_000;

/** `from` inclusive, `to` exclusive; days are counted in `timeZone` (the same IANA names as a location's). */
export const salesSummaryInput = z
  .strictObject({
    from: isoDateInput,
    to: isoDateInput,
    timeZone: updateLocationInput.shape.timezone.unwrap().default("UTC"),
  })
  .superRefine(({ from, to }, context) => {
    // zod runs this even when a field has already failed, leaving its raw text in place of a Date.
    if (!(from instanceof Date) || !(to instanceof Date)) return;
    if (to <= from) context.addIssue({ code: "custom", path: ["to"], message: "to must be later than from." });
    else if (to.getTime() - from.getTime() > MAX_SUMMARY_DAYS * DAY_MS) {
      context.addIssue({ code: "custom", path: ["to"], message: `The range may cover at most ${MAX_SUMMARY_DAYS} days.` });
    }
  });

export type SalesSummaryInput = z.output<typeof salesSummaryInput>;
