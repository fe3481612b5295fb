import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { revokeApiKeysNamed } from "@/lib/domain/api-keys/revoke-api-keys";
import { DEMO_SLUG } from "./demo-data";
import { seedDemo, type DemoSeedResult } from "./seed-demo";

// `npm start` prints a working demo key every time, yet keys are stored only as hashes, so each
// start makes a new one and revokes the one the previous start printed.
export const START_KEY_NAME = "Demo key (printed by npm start)";

/**
 * Seeds the demo museum into an empty database. Returns the demo museum and a fresh key, or null when
 * the database holds other museums but no demo one (a real installation is left alone).
 */
export async function prepareDemoForStart(): Promise<DemoSeedResult | null> {
  const museums = await db().museum.count();
  const demo = await db().museum.findUnique({ where: { slug: DEMO_SLUG }, select: { id: true } });
  if (museums > 0 && !demo) return null;
  if (demo) await inTransaction(undefined, (tx) => revokeApiKeysNamed(demo.id, START_KEY_NAME, tx));
  return seedDemo({ apiKeyName: START_KEY_NAME });
}
