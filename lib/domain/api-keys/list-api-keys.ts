import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";

// What staff see of a key: never the key or its hash, only the prefix that tells keys apart.
export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const apiKeySelect = { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true, revokedAt: true } as const;

/** The museum's API keys, revoked ones included (they stay listed so their last use remains visible). */
export async function listApiKeys({ actor, paging }: { actor: Actor; paging: Paging }): Promise<ListResult<ApiKeyRecord>> {
  const where = { museumId: actor.museumId };
  return pagedList(paging, db().apiKey.count({ where }), (page) => db().apiKey.findMany({ where, select: apiKeySelect, ...page }));
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    apiKey: ApiKeyRecord;
  }
}
