import { describe, expect, it } from "vitest";
import { TEST_EVENT_TYPE, webhookEventTypes } from "@/lib/domain/webhooks/webhook-event-types";
import { eventGroups, eventLabel } from "./webhook-event-words";

describe("the Webhooks page's event choices", () => {
  it("offers every event type once, in plain words", () => {
    const offered = eventGroups.flatMap((group) => group.types);
    expect([...offered].sort()).toEqual([...webhookEventTypes].sort());
    for (const type of webhookEventTypes) expect(eventLabel(type), type).not.toBe(type);
  });

  it("names the test event, and shows an unknown type as it is", () => {
    expect(eventLabel(TEST_EVENT_TYPE)).toBe("Test event");
    expect(eventLabel("museum.renamed")).toBe("museum.renamed");
  });
});
