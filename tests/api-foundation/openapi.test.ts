import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useFoyer } from "../support/foyer-fixture";

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
