import { z } from "zod";
import { dbOr, inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import type { Tx } from "@/lib/db/client";
import { displayPrefix, hashApiKey, newApiKeySecret } from "./api-key-secret";

export const createApiKeyInput = z.object({
  museumId: z.string().min(1),
  name: z.string().trim().min(1).max(100).default("API key"),
});

export interface CreatedApiKey {
  id: string;
  name: string;
  prefix: string;
  /** The whole key. It is returned once, here, and only its hash is stored. */
  key: string;
  createdAt: Date;
}

export async function createApiKey(input: z.input<typeof createApiKeyInput>, tx?: Tx): Promise<CreatedApiKey> {
  const { museumId, name } = createApiKeyInput.parse(input);
  const key = newApiKeySecret();
  const record = await dbOr(tx).apiKey.create({
    data: { museumId, name, prefix: displayPrefix(key), keyHash: hashApiKey(key) },
    select: { id: true, name: true, prefix: true, createdAt: true },
  });
  return { ...record, key };
}

/** A key made by staff in the dashboard: created and audited in one transaction, without its secret in the trail. */
export async function issueApiKey({ actor, name }: { actor: Actor; name?: string }): Promise<CreatedApiKey> {
  return inTransaction(undefined, async (tx) => {
    const created = await createApiKey({ museumId: actor.museumId, name }, tx);
    const { id, prefix, createdAt } = created;
    await recordChanges(tx, actor, [{ entity: "apiKey", entityId: id, action: "create", after: { id, name: created.name, prefix, createdAt } }]);
    return created;
  });
}
