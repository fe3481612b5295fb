import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { TEST_EVENT_TYPE, webhookEventTypes } from "@/lib/domain/webhook-events/webhook-event-types";
import { dashboardMessages } from "@/lib/i18n/catalogues";
import { eventGroups, eventLabel } from "./webhook-event-words";

const english = createTranslator({ locale: "en", messages: dashboardMessages("en"), namespace: "WebhookEvents" });
const german = createTranslator({ locale: "de", messages: dashboardMessages("de"), namespace: "WebhookEvents" });

describe("the Webhooks page's event choices", () => {
  it("offers every event type once, in plain words", () => {
    const offered = eventGroups.flatMap((group) => group.types);
    expect([...offered].sort()).toEqual([...webhookEventTypes].sort());
    for (const type of webhookEventTypes) expect(eventLabel(type, english), type).not.toBe(type);
    expect(eventLabel("order.confirmed", english)).toBe("An order is confirmed");
  });

  it("has German words for every event type and group", () => {
    for (const type of webhookEventTypes) expect(eventLabel(type, german), type).not.toBe(eventLabel(type, english));
    expect(eventLabel("order.confirmed", german)).toBe("Eine Bestellung wird bestätigt");
    expect(german(`groups.${eventGroups[0]!.key}`)).toBe("Bestellungen");
  });

  it("names the test event, and shows an unknown type as it is", () => {
    expect(eventLabel(TEST_EVENT_TYPE, english)).toBe("Test event");
    expect(eventLabel(TEST_EVENT_TYPE, german)).toBe("Testereignis");
    expect(eventLabel("museum.renamed", english)).toBe("museum.renamed");
  });
});
