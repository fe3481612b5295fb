import { describe, expect, it } from "vitest";
import { cookieName, readCookie, servedOverHttps, sessionCookieName } from "./session-cookie";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe("dashboard session cookie", () => {
  it("is __Host- prefixed only when the dashboard is served over https", () => {
    expect(sessionCookieName(env({ PUBLIC_URL: "https://tickets.example.org" }))).toBe("__Host-foyer.session");
    expect(sessionCookieName(env({ NEXTAUTH_URL: "https://tickets.example.org/api/auth", PUBLIC_URL: "http://x" }))).toBe("__Host-foyer.session");
    expect(sessionCookieName(env({ PUBLIC_URL: "http://localhost:3000" }))).toBe("foyer.session");
    expect(cookieName("foyer.csrf", env({}))).toBe("foyer.csrf");
    expect(servedOverHttps(env({}))).toBe(false);
  });

  it("reads one cookie out of a Cookie header", () => {
    expect(readCookie("a=1; foyer.session=abc.def=; b=2", "foyer.session")).toBe("abc.def=");
    expect(readCookie("xfoyer.session=1", "foyer.session")).toBeUndefined();
    expect(readCookie(null, "foyer.session")).toBeUndefined();
  });
});
