import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/config/config-error";
import { dailySummaryCheckSeconds, startDailySummarySender } from "./daily-summary-sender";

// README, "Configuration": DAILY_SUMMARY_CHECK_SECONDS, 300 by default, 0 for no checks; anything
// else stops `npm start` with one line naming the setting.
describe("DAILY_SUMMARY_CHECK_SECONDS", () => {
  it("is 300 when unset or empty, and a whole number of seconds otherwise", () => {
    expect(dailySummaryCheckSeconds({})).toBe(300);
    expect(dailySummaryCheckSeconds({ DAILY_SUMMARY_CHECK_SECONDS: " " })).toBe(300);
    expect(dailySummaryCheckSeconds({ DAILY_SUMMARY_CHECK_SECONDS: "0" })).toBe(0);
    expect(dailySummaryCheckSeconds({ DAILY_SUMMARY_CHECK_SECONDS: "60" })).toBe(60);
  });

  it("refuses what is not a whole number of seconds, naming the setting", () => {
    for (const value of ["-1", "1.5", "5m", "1234567"]) {
      expect(() => dailySummaryCheckSeconds({ DAILY_SUMMARY_CHECK_SECONDS: value })).toThrow(ConfigError);
      expect(() => startDailySummarySender({ DAILY_SUMMARY_CHECK_SECONDS: value })).toThrow(/DAILY_SUMMARY_CHECK_SECONDS/);
    }
  });
});
