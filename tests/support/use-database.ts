import { afterAll, beforeAll } from "vitest";
import { disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl, type DatabaseProvider } from "@/lib/config/database-url";
import { createMigratedTestDatabase, type TestDatabase } from "./databases";

/**
 * For in-process integration tests: a fresh, migrated database that lib/db's `db()` uses for the
 * rest of the file. Call it at the top of a `describe.each(testProviders())` block.
 */
export function useTestDatabase(provider: DatabaseProvider): { readonly url: string } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createMigratedTestDatabase(provider);
    chooseDatabaseUrl(database.url);
  });
  afterAll(async () => {
    await disconnectAll();
    chooseDatabaseUrl(undefined);
    await database?.drop();
  });
  return {
    get url() {
      if (!database) throw new Error("the test database exists only inside tests");
      return database.url;
    },
  };
}
