import { renderEmail, type RenderedEmail } from "./render-membership-email";
import { DailySummaryEmail, dailySummarySubject, type DailySummaryEmailProps } from "./templates/daily-summary";

export const DAILY_SUMMARY_KIND = "DAILY_SUMMARY";

/** Renders a daily summary email to the HTML and plain text stored in the outbox. */
export function renderDailySummaryEmail(props: DailySummaryEmailProps): Promise<RenderedEmail> {
  return renderEmail(dailySummarySubject(props), <DailySummaryEmail {...props} />);
}
