import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useFoyer } from "../support/foyer-fixture";
import { openApiMismatch } from "../support/openapi-conformance";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every (method, OpenAPI path) that a route file under app/v1 exports, except the catch-all 404. */
function routesUnderV1(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "route.ts" && !path.includes("[...")) {
        const source = readFileSync(path, "utf8");
        const urlPath =
          "/" +
          relative("app", folder)
            .split(sep)
            .map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}"))
            .join("/");
        for (const method of METHODS) {
          const exported = new RegExp(`export (const|async function|function) ${method}\\b|as ${method}\\b`).test(source);
          if (exported) found.push(`${method.toLowerCase()} ${urlPath}`);
        }
      }
    }
  };
  walk(join("app", "v1"));
  return found.sort();
}

describe("GET /v1/openapi.json", () => {
  const foyer = useFoyer("sqlite", { env: { PUBLIC_URL: "https://tickets.example-museum.org" } });
  let document: any;

  beforeAll(async () => {
    const response = await fetch(`${foyer.baseUrl}/v1/openapi.json`);
    expect(response.status).toBe(200);
    document = await response.json();
  });

  it("is public OpenAPI 3.1 naming the configured public address", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "https://tickets.example-museum.org" }]);
  });

  it("documents every route under app/v1, with its error codes", () => {
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(routesUnderV1());
    for (const operations of Object.values(document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(operations)) {
        expect(operation.responses["500"].description).toMatch(/INTERNAL_ERROR/);
      }
    }
  });

  it("passes redocly lint", () => {
    const file = join(mkdtempSync(join(tmpdir(), "foyer-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const lint = spawnSync(join("node_modules", ".bin", "redocly"), ["lint", file, "--config", "redocly.yaml", "--format", "stylish"], {
      encoding: "utf8",
    });
    expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
  });
});

// tests/support/api-client.ts holds every answer of the API suites against the document with this
// check; these cases prove it refuses what the document does not describe.
describe("the check every API test's answers pass", () => {
  const foyer = useFoyer("sqlite", { museums: ["openapi-check"] });
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    headers: new Headers({ "x-request-id": "req-1", "content-type": "application/json", ...headers }),
    text: body === undefined ? "" : JSON.stringify(body),
    body,
  });
  const problem = { error: { code: "LOCATION_NOT_FOUND", message: "No such location.", requestId: "req-1" } };
  const location = { id: "4b7e3a4e-1f0a-4c56-9e52-3f1d6f0c2a11", name: "Hall", timezone: "UTC", earlyEntryMinutes: 30, maxOccupancy: null, createdAt: "2026-11-27T10:00:00.000Z", updatedAt: "2026-11-27T10:00:00.000Z" };

  it("accepts a real answer, and each documented status with its headers", async () => {
    const api = foyer.api(foyer.museum("openapi-check").apiKey);
    const made = await api.create("/v1/locations", { name: "Hall" });
    expect(made.status).toBe(201);
    const text = JSON.stringify(made.body);
    expect(await openApiMismatch(foyer.baseUrl, "POST", "/v1/locations", { status: 201, headers: made.headers, text, body: made.body })).toBeNull();
    const limited = answer(429, { error: { code: "RATE_LIMITED", message: "Too many requests.", requestId: "req-1" } }, { "retry-after": "1" });
    expect(await openApiMismatch(foyer.baseUrl, "GET", "/v1/locations", limited)).toBeNull();
    const image = { status: 200, headers: new Headers({ "x-request-id": "r", "content-type": "image/png" }), text: "PNG", body: "PNG" };
    expect(await openApiMismatch(foyer.baseUrl, "GET", `/v1/tickets/${location.id}/qr.png`, image)).toBeNull();
  });

  it("refuses an undocumented status, a missing header, an unlisted media type and a body of another shape", async () => {
    const check = (method: string, path: string, given: ReturnType<typeof answer>) => openApiMismatch(foyer.baseUrl, method, path, given);
    expect(await check("GET", `/v1/locations/${location.id}`, answer(418, problem))).toMatch(/status not documented/);
    expect(await check("GET", "/v1/locations", answer(429, { error: { code: "RATE_LIMITED", message: "m", requestId: "r" } }))).toMatch(/required header Retry-After missing/);
    expect(await check("GET", `/v1/locations/${location.id}`, answer(200, location, { "content-type": "text/plain" }))).toMatch(/media type text\/plain not documented/);
    expect(await check("GET", `/v1/locations/${location.id}`, answer(200, { ...location, name: 7 }))).toMatch(/body does not match.*\/name/);
    const withoutId = new Headers({ "content-type": "application/json" });
    expect(await check("GET", `/v1/locations/${location.id}`, { ...answer(404, problem), headers: withoutId })).toMatch(/X-Request-Id missing/);
  });
});

