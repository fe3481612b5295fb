import { disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl, configuredDatabaseUrl } from "@/lib/config/database-url";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createMuseum } from "@/lib/domain/museums/create-museum";

export interface TestMuseum {
  museumId: string;
  slug: string;
  apiKey: string;
}

/** Creates a museum and an API key in the database this process's client points at. */
export async function seedMuseumHere(slug: string): Promise<TestMuseum> {
  const museum = await createMuseum({ name: `Museum ${slug}`, slug });
  const key = await createApiKey({ museumId: museum.id, name: "test key" });
  return { museumId: museum.id, slug, apiKey: key.key };
}

/**
 * Creates a museum and an API key in the database at `databaseUrl` (a server's database), from the
 * test process, leaving the client pointed where it was. Each spec seeds its own museums.
 */
export async function seedMuseum(databaseUrl: string, slug: string): Promise<TestMuseum> {
  const previous = configuredDatabaseUrl();
  chooseDatabaseUrl(databaseUrl);
  try {
    return await seedMuseumHere(slug);
  } finally {
    await disconnectAll();
    chooseDatabaseUrl(previous);
  }
}
