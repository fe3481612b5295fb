import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import { forgetApiKeys } from "./api-key-cache";

/** Revokes a museum's live keys with this name; returns how many. They stop working in this process at once. */
export async function revokeApiKeysNamed(museumId: string, name: string, tx?: Tx): Promise<number> {
  const { count } = await dbOr(tx).apiKey.updateMany({
    where: { museumId, name, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  forgetApiKeys();
  return count;
}
