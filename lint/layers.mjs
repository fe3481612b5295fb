// The layers of lib/, read by eslint.config.mjs and checked by tests/layers.test.ts. Imports go one
// way: routes (app/, components/) → doors → lib/domain → what the domain stands on → lib/db → base.
// Each folder names the lib folders it may import; any other lib folder, and app/ or components/,
// is a lint error named `layers/<folder>`. A folder may only name folders listed before it, so no
// two folders can import each other (README.md, "Layout").

/** @type {{ folder: string, layer: string, mayImport: string[], mayImportRoutes?: boolean }[]} */
export const libLayers = [
  // Base: no database, no HTTP.
  // The log reads LOG_LEVEL through the settings, which import nothing of lib/.
  { folder: "log", layer: "base", mayImport: ["config"] },
  // The registry of the few pieces of state that must be one per process, and the one way background
  // work repeats its rounds (docs/architecture.md).
  { folder: "process", layer: "base", mayImport: ["config"] },
  { folder: "config", layer: "base", mayImport: [] },
  // The process's Prometheus series (docs/operations.md, "Metrics"): counted by every layer above.
  { folder: "metrics", layer: "base", mayImport: ["process"] },
  { folder: "errors", layer: "base", mayImport: ["log"] },
  // The GraphQL schema's types for the documents the dashboard and the staff tools send (generated).
  { folder: "graphql-schema-types", layer: "base", mayImport: [] },
  // The languages staff read Foyer in, the choice of one per request, and the message catalogues: the
  // dashboard's, and the login service's pages for assistants, which say the same sentences.
  { folder: "i18n", layer: "base", mayImport: [] },
  // The database.
  { folder: "db", layer: "db", mayImport: ["config", "errors", "log", "process"] },
  // What the domain stands on: stores, codes, mail, the filter language.
  { folder: "rate-limit", layer: "support", mayImport: ["config", "db", "errors", "log", "process"] },
  { folder: "qr", layer: "support", mayImport: ["config", "errors", "log"] },
  { folder: "email", layer: "support", mayImport: ["config", "db", "errors", "i18n", "log", "process", "qr"] },
  { folder: "filter", layer: "support", mayImport: ["config", "db", "errors", "log"] },
  // The services.
  { folder: "domain", layer: "domain", mayImport: ["config", "db", "email", "errors", "filter", "i18n", "log", "metrics", "process", "qr"] },
  // The doors. lib/http is the REST door and also the request plumbing the other doors share. Doors
  // reach the database only through lib/domain.
  { folder: "http", layer: "door", mayImport: ["config", "domain", "errors", "log", "metrics", "rate-limit"] },
  { folder: "auth", layer: "door", mayImport: ["config", "domain", "errors", "http", "i18n", "log", "rate-limit"] },
  { folder: "oauth", layer: "door", mayImport: ["auth", "config", "domain", "errors", "http", "i18n", "log", "rate-limit"] },
  { folder: "graphql", layer: "door", mayImport: ["auth", "config", "domain", "errors", "filter", "http", "i18n", "log", "rate-limit"] },
  { folder: "mcp", layer: "door", mayImport: ["config", "domain", "errors", "graphql", "graphql-schema-types", "http", "log", "oauth", "rate-limit"] },
  { folder: "dashboard", layer: "door", mayImport: ["auth", "config", "domain", "email", "errors", "graphql-schema-types", "http", "i18n", "log", "qr", "rate-limit"] },
  { folder: "openapi", layer: "door", mayImport: ["config", "errors", "http", "log"] },
  // What `npm start` and `npm run cli` run before serving: migrations, the demo museum, operator commands.
  { folder: "demo", layer: "tool", mayImport: ["config", "db", "domain", "errors", "log"] },
  { folder: "cli", layer: "tool", mayImport: ["auth", "config", "db", "demo", "domain", "errors", "log"] },
  // The server in front of Next (`npm start`, `npm run dev`): the steps every request takes before the
  // app, and the fast /v1 dispatch. It sits above the routes: it reads the generated list of /v1
  // route files (app/v1/openapi.json/v1-routes.ts) to call them.
  {
    folder: "server",
    layer: "server",
    mayImport: ["config", "db", "demo", "domain", "email", "errors", "http", "log", "metrics", "openapi", "process", "qr", "rate-limit"],
    mayImportRoutes: true,
  },
];

/** What UI components may import from lib/: the dashboard's browser-side helpers, the domain's schemas and record types, and the languages and catalogues. */
export const componentsMayImport = ["dashboard", "domain", "errors", "i18n"];

/** The rule a layer error names, e.g. `layers/domain`. */
export function layerRuleName(folder) {
  return `layers/${folder}`;
}

/** `import/no-restricted-paths` zones: for each lib folder and for components/, every folder it may not import. */
export function layerZones() {
  const folders = libLayers.map((entry) => entry.folder);
  const components = folders
    .filter((other) => !componentsMayImport.includes(other))
    .map((other) => ({
      target: "./components",
      from: `./lib/${other}`,
      message: `${layerRuleName("components")}: components/ (routes layer, UI) may not import lib/${other}; it may import ${componentsMayImport.map((name) => `lib/${name}`).join(", ")}, and reaches the rest through the dashboard's routes (lint/layers.mjs).`,
    }));
  const lib = libLayers.flatMap(({ folder, layer, mayImport, mayImportRoutes }) => {
    const allowed = [...mayImport.map((name) => `lib/${name}`), ...(mayImportRoutes ? ["app"] : [])].join(", ") || "no other lib folder";
    const refused = [...folders.filter((other) => other !== folder && !mayImport.includes(other)), ...(mayImportRoutes ? [] : ["app"]), "components"];
    return refused.map((other) => {
      const target = other === "app" || other === "components" ? other : `lib/${other}`;
      return {
        target: `./lib/${folder}`,
        from: `./${target}`,
        message: `${layerRuleName(folder)}: lib/${folder} (${layer} layer) may not import ${target}; it may import ${allowed}. Layers run routes → doors → lib/domain → lib/db (lint/layers.mjs).`,
      };
    });
  });
  return [...lib, ...components];
}
