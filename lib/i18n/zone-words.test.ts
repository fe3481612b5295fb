import { describe, expect, it } from "vitest";
import { zoneInWords } from "./zone-words";

// How the door names a zone (docs/dashboard.md, "The door").

describe("zones in words", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  const summer = new Date("2026-07-15T12:00:00Z");

  it("names a zone as people say it, in the screen's language, the same in summer and winter", () => {
    expect(zoneInWords("Europe/Berlin", "en-GB", winter)).toBe("Central European Time");
    expect(zoneInWords("Europe/Berlin", "en-GB", summer)).toBe("Central European Time");
    expect(zoneInWords("Europe/Berlin", "de-DE", winter)).toBe("Mitteleuropäische Zeit");
  });

  it("gives UTC its long name rather than an offset, and a fixed offset as an offset", () => {
    expect(zoneInWords("UTC", "en-GB", winter)).toBe("Coordinated Universal Time");
    expect(zoneInWords("Etc/GMT-3", "en-GB", winter)).toBe("GMT+03:00");
  });

  it("falls back to the zone's id only when the browser does not know it", () => {
    expect(zoneInWords("Nowhere/Atlantis", "en-GB", winter)).toBe("Nowhere/Atlantis");
  });
});
