import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";

/** Revokes a museum's live keys with this name; returns how many. */
export async function revokeApiKeysNamed(museumId: string, name: string, tx?: Tx): Promise<number> {
  const { count } = await dbOr(tx).apiKey.updateMany({
    where: { museumId, name, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}
