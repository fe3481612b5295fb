import { describe, expect, it } from "vitest";
import { englishMessages, germanMessages } from "@/lib/i18n/catalogues";
import { DashboardError, errorText, type ErrorWords } from "./dashboard-error";

const german = (key: keyof ErrorWords) => germanMessages.Errors[key];
const english = (key: keyof ErrorWords) => englishMessages.Errors[key];

describe("errorText", () => {
  it("keeps English as it was: the server's own sentence, and staff's words for an ended session", () => {
    const offline = new DashboardError("NETWORK_ERROR", "Foyer did not answer in time; check the connection.");
    expect(errorText(offline)).toBe("Foyer did not answer in time; check the connection.");
    expect(errorText(offline, english)).toBe("Foyer did not answer in time; check the connection.");
    expect(errorText(new DashboardError("UNAUTHORIZED", "Missing token."))).toBe("Your session has ended, so this was not saved. Sign in again: what you typed is kept.");
    expect(errorText(new DashboardError("CONFLICT", "The time slot is full."), english)).toBe("The time slot is full.");
    expect(errorText("??")).toBe("Something went wrong.");
  });

  it("says the codes meant for integrators in the chosen language", () => {
    expect(errorText(new DashboardError("UNAUTHORIZED", "Missing token."), german)).toMatch(/^Ihre Sitzung ist beendet/);
    expect(errorText(new DashboardError("NETWORK_ERROR", "Foyer could not be reached; check the connection."), german)).toBe("Foyer ist nicht erreichbar; prüfen Sie die Verbindung.");
    expect(errorText(new DashboardError("INTERNAL_ERROR", "The server answered 500."), german)).toBe(germanMessages.Errors.serverTrouble);
    expect(errorText(new DashboardError("FORBIDDEN", "Role VIEWER lacks write."), german)).toBe(germanMessages.Errors.forbidden);
    expect(errorText(new DashboardError("CONFLICT", "The time slot is full."), german)).toBe("The time slot is full.");
  });
});
