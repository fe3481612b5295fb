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
  { folder: "mcp", layer: "door", mayImport: ["config", "domain", "errors", "http", "log", "oauth", "rate-limit"] },
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

// The areas of lib/domain, in order: each area names the areas it may import, and only areas listed
// before it, so no two areas import each other. Any other area, `import type` included, is a lint
// error named `layers/domain/<area>` (README.md, "Layout"; docs/architecture.md). lib/domain/actor.ts
// and lib/domain/list.ts belong to `shared`.

/** @type {{ area: string, mayImport: string[] }[]} */
export const domainAreas = [
  // What every area stands on: the shared helpers, the webhook outbox, the audit trail (which queues
  // webhook events with the changes it records), capacity, the Idempotency-Key answers.
  { area: "shared", mayImport: [] },
  { area: "webhook-events", mayImport: ["shared"] },
  { area: "audit", mayImport: ["shared", "webhook-events"] },
  { area: "capacity", mayImport: ["shared"] },
  { area: "idempotency", mayImport: ["shared"] },
  // The museum, its staff and how it is set up.
  { area: "museums", mayImport: ["audit", "shared"] },
  { area: "users", mayImport: ["museums", "shared"] },
  // How a staff task is declared for the operation catalog (docs/architecture.md): the roles it needs are the users'.
  { area: "operations", mayImport: ["audit", "shared", "users", "webhook-events"] },
  { area: "staff-sign-in", mayImport: ["shared"] },
  { area: "api-keys", mayImport: ["audit", "shared"] },
  { area: "assistants", mayImport: ["audit", "shared"] },
  { area: "saved-filters", mayImport: ["audit", "shared"] },
  { area: "webhooks", mayImport: ["audit", "shared", "webhook-events"] },
  // What it offers, and to whom.
  { area: "locations", mayImport: ["audit", "operations", "shared"] },
  { area: "events", mayImport: ["audit", "locations", "operations", "shared"] },
  { area: "ticket-types", mayImport: ["audit", "capacity", "operations", "shared"] },
  { area: "memberships", mayImport: ["audit", "operations", "shared"] },
  { area: "membership-emails", mayImport: ["audit", "operations", "shared"] },
  { area: "time-slots", mayImport: ["audit", "capacity", "locations", "memberships", "operations", "shared", "webhook-events"] },
  { area: "schedules", mayImport: ["audit", "operations", "shared", "time-slots"] },
  { area: "customer-fields", mayImport: ["audit", "shared"] },
  { area: "customers", mayImport: ["audit", "customer-fields", "memberships", "operations", "shared"] },
  // Selling. Claiming capacity releases expired holds, held orders among them, so an order's record,
  // reading and ending stand below reservations, which orders and tickets claim capacity through.
  { area: "order-records", mayImport: ["audit", "capacity", "shared", "webhook-events"] },
  { area: "reservations", mayImport: ["audit", "capacity", "order-records", "shared", "webhook-events"] },
  { area: "tickets", mayImport: ["audit", "capacity", "reservations", "shared", "webhook-events"] },
  {
    area: "orders",
    mayImport: ["audit", "capacity", "customers", "locations", "membership-emails", "memberships", "operations", "order-records", "reservations", "shared", "tickets", "webhook-events"],
  },
  // The door: a check-in claims its place at the location, and a member's walk-in sells a place.
  { area: "occupancy", mayImport: ["audit", "locations", "memberships", "operations", "shared", "webhook-events"] },
  {
    area: "check-ins",
    mayImport: ["audit", "capacity", "locations", "memberships", "museums", "occupancy", "operations", "orders", "shared", "ticket-types", "tickets", "time-slots", "webhook-events"],
  },
  // Reading across areas, and the upkeep that runs in the background.
  { area: "emails", mayImport: ["shared"] },
  { area: "exports", mayImport: ["audit", "check-ins", "customers", "memberships", "order-records", "shared", "tickets"] },
  { area: "reports", mayImport: ["memberships", "operations", "orders", "shared", "users"] },
  { area: "sales", mayImport: ["locations", "operations", "shared"] },
  { area: "retention", mayImport: ["check-ins", "customers", "idempotency", "order-records", "reservations", "shared", "webhook-events"] },
  { area: "health", mayImport: [] },
  { area: "metrics", mayImport: [] },
  // The operation catalog lists the tasks every area declares, so it stands above them all.
  { area: "catalog", mayImport: ["check-ins", "customers", "events", "locations", "membership-emails", "memberships", "occupancy", "operations", "orders", "reports", "sales", "schedules", "ticket-types", "time-slots"] },
];

/** The files of a domain area: its folder, and for `shared` also the two files at lib/domain's root. */
function domainAreaPaths(area) {
  return area === "shared" ? ["./lib/domain/shared", "./lib/domain/actor.ts", "./lib/domain/list.ts"] : [`./lib/domain/${area}`];
}

/** `import/no-restricted-paths` zones: for each area of lib/domain, every other area it may not import. */
export function domainAreaZones() {
  const areas = domainAreas.map((entry) => entry.area);
  return domainAreas.flatMap(({ area, mayImport }) => {
    const allowed = mayImport.map((name) => `lib/domain/${name}`).join(", ") || "no other domain area";
    return areas
      .filter((other) => other !== area && !mayImport.includes(other))
      .map((other) => ({
        target: domainAreaPaths(area),
        from: domainAreaPaths(other),
        message: `${layerRuleName(`domain/${area}`)}: lib/domain/${area} may not import lib/domain/${other}; it may import ${allowed}. An area imports only the areas before it (lint/layers.mjs).`,
      }));
  });
}

/** What UI components may import from lib/: the dashboard's browser-side helpers, the domain's schemas and record types, and the languages and catalogues. */
export const componentsMayImport = ["dashboard", "domain", "errors", "i18n"];

/** The rule a layer error names, e.g. `layers/domain`, or `layers/domain/orders` for an area of lib/domain. */
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
