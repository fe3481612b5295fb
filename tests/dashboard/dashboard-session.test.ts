import { beforeAll, describe, expect, it } from "vitest";
import { dashboardSessionUser } from "@/lib/auth/dashboard/session-cookie";
import { testProviders } from "../support/databases";
import { freshSignInCode, postSignInCode, signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";
import { createStaffUser, wrongCode } from "../support/sign-in";

describe.each(testProviders())("dashboard session on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["dashboard-session"] });
  let userId: string;
  const email = "ines@staff.test";

  const requestWith = (cookie: string) => new Request(`${foyer.baseUrl}/api/graphql`, { headers: { cookie } });

  beforeAll(async () => {
    // The session key derives from the auth secret in the server's data folder: same database, same key.
    const museum = foyer.museum("dashboard-session");
    userId = await createStaffUser(email, museum.museumId);
  });

  it("signs in with the emailed code and keeps the session in an HttpOnly, SameSite=Lax cookie", async () => {
    const cookie = await signInToDashboard(foyer.baseUrl, email);
    const session = await fetch(`${foyer.baseUrl}/api/auth/session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { id: userId, email } });
    expect(await dashboardSessionUser(requestWith(cookie))).toEqual({ userId, email });
  });

  it("sets the session cookie HttpOnly and SameSite=Lax on the whole site", async () => {
    const answer = await postSignInCode(foyer.baseUrl, email, await freshSignInCode(foyer.baseUrl, email));
    const header = answer.setCookieHeaders.find((line) => line.startsWith("foyer.session="));
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//i);
  });

  it("starts no session for a wrong code, and the right code still works afterwards", async () => {
    const code = await freshSignInCode(foyer.baseUrl, email);
    const refused = await postSignInCode(foyer.baseUrl, email, wrongCode(code));
    expect([...refused.cookies.keys()].some((name) => name.endsWith("foyer.session"))).toBe(false);
    expect(refused.next).toContain("error=CredentialsSignin");
    const accepted = await postSignInCode(foyer.baseUrl, email, code);
    expect(accepted.cookies.has("foyer.session")).toBe(true);
  });

  it("ends a fresh session when its cookie does, so the pages' warning comes before the real end", async () => {
    const cookie = await signInToDashboard(foyer.baseUrl, email);
    const status = (await (await fetch(`${foyer.baseUrl}/api/session`, { headers: { cookie } })).json()) as { expiresAt: string; now: string };
    const hoursLeft = (Date.parse(status.expiresAt) - Date.parse(status.now)) / 3_600_000;
    // SESSION_MAX_AGE_SECONDS: 12 hours, not next-auth's 30-day default for the token inside the cookie.
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
  });

  it("ignores a forged or tampered session cookie", async () => {
    const cookie = await signInToDashboard(foyer.baseUrl, email);
    const tampered = cookie.slice(0, -4) + (cookie.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await dashboardSessionUser(requestWith(tampered))).toBeNull();
    expect(await dashboardSessionUser(requestWith("foyer.session=not-a-session"))).toBeNull();
    const session = await fetch(`${foyer.baseUrl}/api/auth/session`, { headers: { cookie: tampered } });
    expect(await session.json()).toEqual({});
  });
});
