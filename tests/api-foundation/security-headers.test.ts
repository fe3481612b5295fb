import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";

// Every answer of both origins carries the security headers: pages, /v1 (served by the lean
// dispatcher, not Next), GraphQL, the login service and the tool server's origin.

const PATHS = ["/", "/sign-in", "/healthz", "/v1/openapi.json", "/v1/locations", "/api/graphql", "/auth/.well-known/jwks.json", "/api/auth/csrf", "/no/such/page"];

function expectSecurityHeaders(headers: Headers, label: string) {
  const policy = headers.get("content-security-policy") ?? "";
  expect(policy, label).toContain("frame-ancestors 'none'");
  expect(policy, label).toContain("object-src 'none'");
  expect(policy, label).not.toContain("unsafe-eval");
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), label).toContain("camera=(self)");
}

describe("security headers", () => {
  const plain = useFoyer("sqlite", { museums: ["headers"] });
  // A second server on the same database, behind https; it stops before the first.
  let secure: RunningFoyer;

  beforeAll(async () => {
    secure = await startFoyer("sqlite", { DATABASE_URL: plain.database.url, PUBLIC_URL: "https://tickets.example.org" });
  });

  afterAll(() => secure?.stop());

  it("are on every answer of the app's origin, whatever its status, and on the tool server's origin", async () => {
    for (const path of PATHS) {
      const answer = await fetch(`${plain.baseUrl}${path}`, { redirect: "manual" });
      expectSecurityHeaders(answer.headers, `GET ${path} → ${answer.status}`);
      expect(answer.headers.get("strict-transport-security"), path).toBeNull();
    }
    for (const path of ["/", "/.well-known/oauth-protected-resource"]) {
      const answer = await fetch(`${plain.mcpUrl}${path}`, { redirect: "manual" });
      expectSecurityHeaders(answer.headers, `tool server GET ${path} → ${answer.status}`);
    }
  });

  it("add HSTS when the public address is https", async () => {
    for (const path of ["/", "/v1/locations", "/healthz"]) {
      const answer = await fetch(`${secure.baseUrl}${path}`, { redirect: "manual" });
      expect(answer.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      expectSecurityHeaders(answer.headers, path);
    }
  });
});
