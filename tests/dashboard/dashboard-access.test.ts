import { beforeAll, describe, expect, it } from "vitest";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";

// The dashboard's own routes (/api/dashboard/museums/:id/…) refuse on the server whatever the role
// may not do, whatever the page shows: no session is 401, a museum without a role is 404 (like one
// that does not exist), a role that may not is 403, and a cross-site change is 403.

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

const NO_ID = "00000000-0000-4000-8000-000000000000";
const NO_DELIVERY = `msg_${"0".repeat(32)}`;

const reads: Call[] = [
  { method: "GET", path: "api-keys" },
  { method: "GET", path: "settings" },
  { method: "GET", path: "customer-fields" },
  { method: "GET", path: "emails" },
  { method: "GET", path: `emails?customerId=${NO_ID}` },
  { method: "GET", path: "filter-schema" },
  { method: "GET", path: "exports/customers" },
  { method: "GET", path: "exports/memberships" },
  { method: "GET", path: "email-previews?template=MEMBERSHIP_RECEIPT&language=en" },
];

const administration: Call[] = [
  { method: "POST", path: "api-keys", body: { name: "Shop" } },
  { method: "DELETE", path: "api-keys/00000000-0000-4000-8000-000000000000" },
  { method: "PATCH", path: "settings", body: { name: "Renamed" } },
  { method: "POST", path: "customer-fields", body: { key: "eye_colour", label: "Eye colour", type: "string" } },
  { method: "PATCH", path: "customer-fields/00000000-0000-4000-8000-000000000000", body: { label: "Other" } },
  { method: "DELETE", path: "customer-fields/00000000-0000-4000-8000-000000000000" },
  // Connected assistants, reading included: they name the staff who connected them (docs/mcp.md).
  { method: "GET", path: "assistants" },
  { method: "DELETE", path: `assistants/${NO_ID}` },
  // Webhooks, reading included: only owners and admins see the page (docs/dashboard.md, "Roles").
  { method: "GET", path: "webhook-endpoints" },
  { method: "POST", path: "webhook-endpoints", body: { url: "https://example.org/hooks", events: ["customer.created"] } },
  { method: "PATCH", path: `webhook-endpoints/${NO_ID}`, body: { enabled: false } },
  { method: "DELETE", path: `webhook-endpoints/${NO_ID}` },
  { method: "POST", path: `webhook-endpoints/${NO_ID}/rotate-secret` },
  { method: "POST", path: `webhook-endpoints/${NO_ID}/test` },
  { method: "GET", path: `webhook-endpoints/${NO_ID}/deliveries` },
  { method: "GET", path: `webhook-endpoints/${NO_ID}/deliveries/${NO_DELIVERY}` },
  { method: "POST", path: `webhook-endpoints/${NO_ID}/deliveries/${NO_DELIVERY}/resend` },
];

describe.each(testProviders())("dashboard routes refuse by role on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["dashboard-access", "dashboard-access-other"] });
  const museum = foyer.museum("dashboard-access");
  const other = foyer.museum("dashboard-access-other");
  const cookies = new Map<MuseumRoleName, string>();

  const call = (cookie: string | undefined, { method, path, body }: Call, museumId = museum.museumId, headers: Record<string, string> = {}) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${museumId}/${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    for (const role of ["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"] as const) {
      const email = `${role.toLowerCase()}@access.test`;
      await grantMuseumRole({ email, museumId: museum.museumId, role });
      cookies.set(role, await signInToDashboard(foyer.baseUrl, email));
    }
  });

  it("answers 401 without a session, with the one error body", async () => {
    for (const request of [...reads, ...administration]) {
      const answer = await call(undefined, request);
      expect(answer.status, `${request.method} ${request.path}`).toBe(401);
      expect((await answer.json()).error).toMatchObject({ code: "UNAUTHORIZED", requestId: expect.any(String) });
    }
  });

  it("answers 404 for a museum where the user has no role, and for one that does not exist", async () => {
    for (const museumId of [other.museumId, "00000000-0000-4000-8000-000000000000"]) {
      for (const request of [reads[0]!, administration[0]!]) {
        const answer = await call(cookies.get("OWNER"), request, museumId);
        expect(answer.status).toBe(404);
        expect((await answer.json()).error.code).toBe("NOT_FOUND");
      }
    }
  });

  it("lets every role but DOOR read, and refuses DOOR with 403", async () => {
    for (const role of ["OWNER", "ADMIN", "EDITOR", "VIEWER"] as const) {
      for (const request of reads) expect((await call(cookies.get(role), request)).status, `${role} ${request.path}`).toBe(200);
    }
    for (const request of reads) {
      const answer = await call(cookies.get("DOOR"), request);
      expect(answer.status, request.path).toBe(403);
      expect((await answer.json()).error.code).toBe("FORBIDDEN");
    }
  });

  it("refuses API keys, settings and webhooks to EDITOR, VIEWER and DOOR with 403, changing nothing", async () => {
    for (const role of ["EDITOR", "VIEWER", "DOOR"] as const) {
      for (const request of administration) {
        const answer = await call(cookies.get(role), request);
        expect(answer.status, `${role} ${request.method} ${request.path}`).toBe(403);
        expect((await answer.json()).error.code).toBe("FORBIDDEN");
      }
    }
    const keys = await (await call(cookies.get("OWNER"), { method: "GET", path: "api-keys" })).json();
    expect(keys.list.map((key: { name: string }) => key.name)).toEqual(["test key"]);
    const settings = await (await call(cookies.get("OWNER"), { method: "GET", path: "settings" })).json();
    expect(settings.name).toBe("Museum dashboard-access");
    expect((await (await call(cookies.get("OWNER"), { method: "GET", path: "customer-fields" })).json()).total).toBe(0);
    expect((await (await call(cookies.get("OWNER"), { method: "GET", path: "webhook-endpoints" })).json()).total).toBe(0);
  });

  it("lets OWNER and ADMIN administer", async () => {
    for (const role of ["OWNER", "ADMIN"] as const) {
      const created = await call(cookies.get(role), { method: "POST", path: "api-keys", body: { name: `${role} key` } });
      expect(created.status).toBe(201);
      const revoked = await call(cookies.get(role), { method: "DELETE", path: `api-keys/${(await created.json()).id}` });
      expect(revoked.status).toBe(200);
      const endpoints = await call(cookies.get(role), { method: "GET", path: "webhook-endpoints" });
      expect(endpoints.status, `${role} reads the webhook endpoints`).toBe(200);
    }
  });

  it("refuses a change sent from another site's page", async () => {
    const answer = await call(cookies.get("OWNER"), administration[0]!, museum.museumId, { origin: "https://attacker.example" });
    expect(answer.status).toBe(403);
    expect((await answer.json()).error.code).toBe("FORBIDDEN");
    const keys = await (await call(cookies.get("OWNER"), { method: "GET", path: "api-keys" }, museum.museumId, { origin: "https://attacker.example" })).json();
    expect(keys.list.some((key: { name: string }) => key.name === "Shop")).toBe(false);
  });
});
