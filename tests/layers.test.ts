import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of lint/layers.mjs, run through ESLint's own API with the project's config: a
// planted import that goes up a layer fails with the rule it breaks, and the real tree is clean.

const root = process.cwd();
const LAYER_RULE = "import/no-restricted-paths";
const onlyLayerRule = ({ ruleId }: { ruleId: string }) => ruleId === LAYER_RULE;
const eslint = new ESLint({ cwd: root, ruleFilter: onlyLayerRule });

async function layerMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

type Zone = { target: string; from: string };

/** Which lib folders each lib folder may import, read back from the config ESLint applies. */
async function allowedImports(): Promise<Map<string, string[]>> {
  const config = await eslint.calculateConfigForFile(join(root, "lib/domain/actor.ts"));
  const zones = (config.rules[LAYER_RULE] as [unknown, { zones: Zone[] }])[1].zones.filter((zone) => zone.target.startsWith("./lib/"));
  const folders = [...new Set(zones.map((zone) => zone.target.replace("./lib/", "")))];
  return new Map(
    folders.map((folder) => {
      const refused = new Set(zones.filter((zone) => zone.target === `./lib/${folder}`).map((zone) => zone.from.replace("./lib/", "")));
      return [folder, folders.filter((other) => other !== folder && !refused.has(other))];
    }),
  );
}

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
    const allowed = await allowedImports();
    const libFolders = readdirSync(join(root, "lib"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect([...allowed.keys()].sort()).toEqual(libFolders.map((entry) => entry.name).sort());
    // Depth-first search for a cycle in "may import".
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
    const cycles = [...allowed.keys()].map((folder) => cycleFrom(folder, [])).filter(Boolean);
    expect(cycles).toEqual([]);
  });

  it("finds no layer error in lib/ and components/", async () => {
    const results = await eslint.lintFiles(["lib", "components"]);
    const errors = results.flatMap((result) => result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`));
    expect(errors).toEqual([]);
  });
});
