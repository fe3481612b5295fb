import { describe, expect, it } from "vitest";
import { errorPage, errorPageText } from "./html-page";
import { OAuthError } from "./oauth-error";

// The error pages a person's browser gets from the tool server and the /auth/mcp forms, in their language.

describe("the OAuth error pages", () => {
  it("keep the error's own description in English", () => {
    const refused = new OAuthError("invalid_request", "The redirect_uri does not match any address this application registered, so Foyer will not send you there.");
    expect(errorPageText("en", refused)).toEqual({ language: "en", heading: "This connection cannot continue", message: refused.description });
    expect(errorPageText("en", new OAuthError("temporarily_unavailable", "Too many requests; retry in 30 seconds.", 429), "signInFailed")).toEqual({
      language: "en",
      heading: "Sign-in failed",
      message: "Too many requests; retry in 30 seconds.",
    });
  });

  it("speak German, keeping a refused request's English description beneath for the assistant's makers", () => {
    const refused = new OAuthError("invalid_client", "This application is not registered with Foyer (unknown client_id).");
    expect(errorPageText("de", refused)).toEqual({
      language: "de",
      heading: "Diese Verbindung kann nicht fortgesetzt werden",
      message: "Foyer kann nicht ausführen, worum Ihr Assistent gebeten hat.",
      detail: refused.description,
    });
    expect(errorPageText("de", new OAuthError("temporarily_unavailable", "Too many requests; retry in 30 seconds.", 429))).toMatchObject({
      heading: "Zu viele Versuche",
      message: "Zu viele Anfragen; bitte versuchen Sie es gleich noch einmal.",
    });
    expect(errorPageText("de", new OAuthError("server_error", "Something went wrong on our side.", 500))).toMatchObject({ heading: "Etwas ist schiefgegangen" });
  });

  it("write the page in its language, escaped, with the way back and the request id", async () => {
    const page = errorPage(400, errorPageText("de", new OAuthError("invalid_request", "redirect_uri <is> required.")), "req-1");
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<p lang="en">redirect_uri &lt;is&gt; required.</p>');
    expect(html).toContain("Gehen Sie zurück zu Ihrem Assistenten und verbinden Sie ihn erneut mit Foyer. Anfrage-ID: <code>req-1</code>");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
