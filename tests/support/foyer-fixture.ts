import { afterAll, beforeAll } from "vitest";
import { disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl, configuredDatabaseUrl, type DatabaseProvider } from "@/lib/config/database-url";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { startFoyer, type RunningFoyer } from "./foyer-server";
import { lazyStaffCaller, type GraphqlCaller } from "./graphql-client";
import { seedMuseum, seedMuseumHere, type TestMuseum } from "./seed-museum";
import { typedApiClient, type TypedApiClient } from "./typed-api-client";

// The set-up every API test file shares: a real server on a fresh database for the file, its museums
// seeded, and the test process's database client pointed at the same database (chooseDatabaseUrl, so
// no test rewrites DATABASE_URL). Call it at the top of a `describe.each(testProviders())` block; it
// registers its own beforeAll/afterAll. Vitest runs afterAll hooks in reverse order, so the server
// outlives the file's own clean-up.

export interface FoyerOptions {
  /** Slugs of the museums to seed, each with one API key, in this order. */
  museums?: string[];
  /** Roles to grant once the museums exist; `museum` is one of their slugs. Users are created as needed. */
  staff?: { email: string; museum: string; role: MuseumRoleName }[];
  /**
   * Extra environment for the server (see startFoyer); a function when it names something another
   * fixture starts first, such as an SMTP sink's URL.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * Settings this test process shares with the server, for the file's tests: given to the server as
   * `env` is, and set here too (and restored after the file), so that what a test makes in-process
   * with lib/ (a user token for the server's origin, a QR code signed with its key) is what the
   * server makes and accepts.
   */
  sharedEnv?: Record<string, string>;
}

/** A running server for one test file; usable wherever a RunningFoyer is expected. */
export interface FoyerFixture extends RunningFoyer {
  /** The seeded museums, in the order of `museums`. */
  readonly museums: TestMuseum[];
  /**
   * A seeded museum by slug. Its fields are read when used, so a describe block can name it before
   * the museum exists: `const museum = foyer.museum("slug")`.
   */
  museum(slug: string): TestMuseum;
  /** Seeds one more museum on this server's database, for a test that needs a fresh one. */
  seedMuseum(slug: string): Promise<TestMuseum>;
  /** A /v1 client for this server, as the holder of `apiKey` (none: an anonymous caller). */
  api(apiKey?: string): TypedApiClient;
  /**
   * A GraphQL client for this server as `email` with `role` in `museum` (granted at its first
   * operation). Its tokens are minted in this process, so the file shares PUBLIC_URL with the server
   * (`sharedEnv`).
   */
  graphqlAs(email: string, museum: { museumId: string }, role: MuseumRoleName): GraphqlCaller;
}

export function useFoyer(provider: DatabaseProvider, options: FoyerOptions = {}): FoyerFixture {
  let server: RunningFoyer | undefined;
  // A fixture inside another file-level one (a second server for one describe block) hands the
  // client back to the outer server's database when it ends.
  let previousUrl: string | undefined;
  const museums: TestMuseum[] = [];

  const sharedEnv = options.sharedEnv ?? {};
  const previousEnv = new Map<string, string | undefined>();

  beforeAll(async () => {
    previousUrl = configuredDatabaseUrl();
    for (const [name, value] of Object.entries(sharedEnv)) {
      previousEnv.set(name, process.env[name]);
      process.env[name] = value;
    }
    const env = typeof options.env === "function" ? options.env() : options.env;
    server = await startFoyer(provider, { ...env, ...sharedEnv });
    chooseDatabaseUrl(server.database.url);
    for (const slug of options.museums ?? []) museums.push(await seedMuseumHere(slug));
    for (const { email, museum, role } of options.staff ?? []) await grantMuseumRole({ email, museumId: fixture.museum(museum).museumId, role });
  });

  afterAll(async () => {
    await disconnectAll();
    chooseDatabaseUrl(previousUrl);
    for (const [name, value] of previousEnv) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await server?.stop();
  });

  const running = (): RunningFoyer => {
    if (!server) throw new Error("the server runs only inside this file's tests");
    return server;
  };
  const fixture: FoyerFixture = {
    get pid() {
      return running().pid;
    },
    get baseUrl() {
      return running().baseUrl;
    },
    get mcpUrl() {
      return running().mcpUrl;
    },
    get database() {
      return running().database;
    },
    get exited() {
      return running().exited;
    },
    output: () => running().output(),
    stop: () => running().stop(),
    museums,
    museum(slug) {
      const seeded = (): TestMuseum => {
        const found = museums.find((museum) => museum.slug === slug);
        if (!found) throw new Error(`no museum "${slug}" has been seeded for this file`);
        return found;
      };
      return {
        slug,
        get museumId() {
          return seeded().museumId;
        },
        get apiKey() {
          return seeded().apiKey;
        },
      };
    },
    seedMuseum: async (slug) => {
      const seeded = await seedMuseum(running().database.url, slug);
      museums.push(seeded);
      return seeded;
    },
    api: (apiKey) => typedApiClient(running().baseUrl, apiKey),
    graphqlAs: (email, museum, role) => lazyStaffCaller(() => running().baseUrl, email, museum, role),
  };
  return fixture;
}
