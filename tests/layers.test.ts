import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of lint/layers.mjs, run through ESLint's own API with the project's config: a
// planted import that goes up a layer, or up the order of lib/domain's areas, fails with the rule it
// breaks, and the real tree is clean.

const root = process.cwd();
const LAYER_RULE = "import/no-restricted-paths";
const onlyLayerRule = ({ ruleId }: { ruleId: string }) => ruleId === LAYER_RULE;
const eslint = new ESLint({ cwd: root, ruleFilter: onlyLayerRule });

async function layerMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

type Zone = { target: string | string[]; from: string | string[] };

/** The folder a zone's path names under `prefix` (a lib folder, or an area of lib/domain by its folder, its first path). */
const folderUnder = (prefix: string, path: string | string[]): string | null => {
  const first = typeof path === "string" ? path : path[0]!;
  return first.startsWith(prefix) && !first.slice(prefix.length).includes("/") ? first.slice(prefix.length) : null;
};

/** Which folders under `prefix` each may import, read back from the zones of the config ESLint applies. */
async function allowedImports(prefix: "./lib/" | "./lib/domain/"): Promise<Map<string, string[]>> {
  const config = await eslint.calculateConfigForFile(join(root, "lib/domain/actor.ts"));
  const zones = (config.rules[LAYER_RULE] as [unknown, { zones: Zone[] }])[1].zones
    .map((zone) => ({ target: folderUnder(prefix, zone.target), from: folderUnder(prefix, zone.from) }))
    .filter((zone): zone is { target: string; from: string } => zone.target !== null && zone.from !== null);
  const folders = [...new Set(zones.map((zone) => zone.target))];
  return new Map(
    folders.map((folder) => {
      const refused = new Set(zones.filter((zone) => zone.target === folder).map((zone) => zone.from));
      return [folder, folders.filter((other) => other !== folder && !refused.has(other))];
    }),
  );
}

/** The first cycle in "may import", found depth first; null when there is none. */
function firstCycle(allowed: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const cycleFrom = (folder: string, path: string[]): string[] | null => {
    if (state.get(folder) === "done") return null;
    if (state.get(folder) === "open") return [...path, folder];
    state.set(folder, "open");
    for (const next of allowed.get(folder) ?? []) {
      const cycle = cycleFrom(next, [...path, folder]);
      if (cycle) return cycle;
    }
    state.set(folder, "done");
    return null;
  };
  for (const folder of allowed.keys()) {
    const cycle = cycleFrom(folder, []);
    if (cycle) return cycle;
  }
  return null;
}

const subfolders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe("layers, enforced by lint", () => {
  it("refuses a domain service importing a door, naming the rule", async () => {
    const messages = await layerMessages(
      "lib/domain/reservations/planted-layer-violation.ts",
      'import { errorBody } from "@/lib/http/error-response";\nexport const planted = errorBody;\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`${LAYER_RULE}: `);
    expect(messages[0]).toContain("layers/domain: lib/domain (domain layer) may not import lib/http");
  });

  it("refuses the same import written as a relative path", async () => {
    const messages = await layerMessages("lib/domain/reservations/planted-layer-violation.ts", 'export { clientIp } from "../../http/client-ip";\n');
    expect(messages).toEqual([expect.stringContaining("layers/domain: lib/domain (domain layer) may not import lib/http")]);
  });

  it("refuses a door reaching the database past lib/domain, and lib reaching up into the routes", async () => {
    const door = await layerMessages("lib/graphql/planted-layer-violation.ts", 'import { db } from "@/lib/db/client";\nexport const planted = db;\n');
    expect(door).toEqual([expect.stringContaining("layers/graphql: lib/graphql (door layer) may not import lib/db")]);
    const routes = await layerMessages("lib/http/planted-layer-violation.ts", 'export { GET } from "@/app/healthz/route";\n');
    expect(routes).toEqual([expect.stringContaining("layers/http: lib/http (door layer) may not import app")]);
  });

  it("refuses the login service and the OAuth server keeping their records with lib/db (they go through lib/domain)", async () => {
    const planted = 'import { db } from "@/lib/db/client";\nexport const planted = db;\n';
    const auth = await layerMessages("lib/auth/tokens/planted-layer-violation.ts", planted);
    expect(auth).toEqual([expect.stringContaining("layers/auth: lib/auth (door layer) may not import lib/db")]);
    const oauth = await layerMessages("lib/oauth/planted-layer-violation.ts", planted);
    expect(oauth).toEqual([expect.stringContaining("layers/oauth: lib/oauth (door layer) may not import lib/db")]);
    const domain = await layerMessages("lib/domain/staff-sign-in/planted-layer-violation.ts", 'import { issueAccessToken } from "@/lib/auth/access-token";\nexport const planted = issueAccessToken;\n');
    expect(domain).toEqual([expect.stringContaining("layers/domain: lib/domain (domain layer) may not import lib/auth")]);
  });

  it("refuses a UI component reaching past the dashboard's helpers", async () => {
    const messages = await layerMessages("components/planted-layer-violation.tsx", 'import { errorResponse } from "@/lib/http/error-response";\nexport const planted = errorResponse;\n');
    expect(messages).toEqual([expect.stringContaining("layers/components: components/ (routes layer, UI) may not import lib/http")]);
  });

  it("lets an import down the layers through", async () => {
    const messages = await layerMessages(
      "lib/domain/reservations/planted-layer-violation.ts",
      'import { db } from "@/lib/db/client";\nimport { AppError } from "@/lib/errors/app-error";\nexport const planted = [db, AppError];\n',
    );
    expect(messages).toEqual([]);
  });

  it("places every folder of lib/ in a layer, with no two folders allowed to import each other", async () => {
    const allowed = await allowedImports("./lib/");
    expect([...allowed.keys()].sort()).toEqual(subfolders("lib"));
    expect(firstCycle(allowed)).toBeNull();
  });

  it("refuses a domain area importing an area after it, as a type too, naming the rule and what the area may import", async () => {
    const upward = await layerMessages(
      "lib/domain/reservations/planted-layer-violation.ts",
      'import { createOrder } from "@/lib/domain/orders/create-order";\nexport const planted = createOrder;\n',
    );
    expect(upward).toEqual([
      expect.stringContaining(
        "layers/domain/reservations: lib/domain/reservations may not import lib/domain/orders; it may import lib/domain/audit, lib/domain/capacity, lib/domain/order-records, lib/domain/shared, lib/domain/webhook-events.",
      ),
    ]);
    const typeOnly = await layerMessages("lib/domain/audit/planted-layer-violation.ts", 'import type { LocationRecord } from "../locations/location-record";\nexport type Planted = LocationRecord;\n');
    expect(typeOnly).toEqual([expect.stringContaining("layers/domain/audit: lib/domain/audit may not import lib/domain/locations")]);
  });

  it("counts lib/domain/actor.ts and lib/domain/list.ts as the shared area, which imports no other area", async () => {
    const messages = await layerMessages("lib/domain/list.ts", 'import { recordChanges } from "@/lib/domain/audit/audit-change";\nexport const planted = recordChanges;\n');
    expect(messages).toEqual([expect.stringContaining("layers/domain/shared: lib/domain/shared may not import lib/domain/audit; it may import no other domain area.")]);
  });

  it("lets a domain area import the areas before it", async () => {
    const messages = await layerMessages(
      "lib/domain/orders/planted-layer-violation.ts",
      'import type { Actor } from "@/lib/domain/actor";\nimport { withClaimedCapacity } from "@/lib/domain/reservations/claim-capacity";\nimport { getOrder } from "../order-records/get-order";\nexport const planted = [withClaimedCapacity, getOrder];\nexport type Planted = Actor;\n',
    );
    expect(messages).toEqual([]);
  });

  it("places every area of lib/domain in the order, each importing only areas before it, so no two import each other", async () => {
    const allowed = await allowedImports("./lib/domain/");
    expect([...allowed.keys()].sort()).toEqual(subfolders("lib/domain"));
    // The zones come in the order lint/layers.mjs lists the areas.
    const order = [...allowed.keys()];
    const upward = [...allowed].flatMap(([area, may]) => may.filter((other) => order.indexOf(other) > order.indexOf(area)).map((other) => `${area} → ${other}`));
    expect(upward).toEqual([]);
    expect(firstCycle(allowed)).toBeNull();
  });

  it("finds no layer error in lib/ and components/", async () => {
    const results = await eslint.lintFiles(["lib", "components"]);
    const errors = results.flatMap((result) => result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`));
    expect(errors).toEqual([]);
  });
});
