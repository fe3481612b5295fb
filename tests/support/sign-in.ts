import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "./api-client";

// Helpers for the login service's tests. The server and the test share one database (the test
// sets DATABASE_URL to the server's), so codes are read from the outbox as the dev outbox shows them.

export const AUTH_TEST_ORIGIN = "http://foyer.test";

export function authClient(baseUrl: string) {
  const client = apiClient(baseUrl);
  return {
    start: (email: string, ip = "198.51.100.1") => client.post("/auth/api/otp/start", { email }, { "x-forwarded-for": ip }),
    verify: (email: string, code: string, ip = "198.51.100.1") => client.post("/auth/api/otp/verify", { email, code }, { "x-forwarded-for": ip }),
    refresh: (refreshToken: string, ip = "198.51.100.1") => client.post("/auth/api/token/refresh", { refreshToken }, { "x-forwarded-for": ip }),
    jwks: () => client.get("/auth/.well-known/jwks.json"),
  };
}

export async function createStaffUser(email: string, museumId: string): Promise<string> {
  return (await grantMuseumRole({ email, museumId, role: "EDITOR" })).userId;
}

/** The six digits of the newest sign-in email to `email` other than `previousId`, waiting for it to be queued. */
export async function emailedCode(email: string, previousId?: string, timeoutMs = 10_000): Promise<{ emailId: string; code: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
    if (row && row.id !== previousId) {
      const code = /\b(\d{6})\b/.exec(row.text)?.[1];
      expect(code, row.text).toBeDefined();
      return { emailId: row.id, code: code! };
    }
    if (Date.now() > deadline) throw new Error(`no sign-in email to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}
