import { db, type Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import type { ListResult, Paging } from "@/lib/domain/list";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { endGrant } from "./end-grant";

// The assistants connected to a museum (docs/mcp.md, "Disconnecting an assistant"): the live OAuth
// authorizations of the museum's staff. An authorization belongs to a person, not to one museum, so
// disconnecting it here ends the assistant's access for that person in every museum, and forgets
// their consent, so connecting again asks them again.

export interface ConnectedAssistant {
  /** The authorization's id. */
  id: string;
  /** The name the assistant registered with (RFC 7591 client_name). */
  assistantName: string;
  assistantUri: string | null;
  person: { id: string; name: string; email: string };
  connectedAt: Date;
  /** The last request the assistant made with it, to the minute; null before the first. */
  lastUsedAt: Date | null;
}

/** Live: not revoked, and holding a token that has not expired (a refresh token keeps it alive). */
function liveGrantsOf(actor: Actor, now: Date) {
  return {
    revokedAt: null,
    user: { roles: { some: { museumId: actor.museumId } } },
    tokens: { some: { revokedAt: null, expiresAt: { gt: now } } },
  };
}

const assistantSelect = {
  id: true,
  createdAt: true,
  lastUsedAt: true,
  client: { select: { name: true, clientUri: true } },
  user: { select: { id: true, name: true, email: true } },
} as const;

type AssistantRow = {
  id: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  client: { name: string; clientUri: string | null };
  user: { id: string; name: string; email: string };
};

function toConnectedAssistant(row: AssistantRow): ConnectedAssistant {
  return { id: row.id, assistantName: row.client.name, assistantUri: row.client.clientUri, person: row.user, connectedAt: row.createdAt, lastUsedAt: row.lastUsedAt };
}

/** The museum's connected assistants, most recently connected first. */
export async function listConnectedAssistants({ actor, paging, now = new Date() }: { actor: Actor; paging: Paging; now?: Date }): Promise<ListResult<ConnectedAssistant>> {
  const where = liveGrantsOf(actor, now);
  const page = await pagedList(
    paging,
    db().oAuthGrant.count({ where }),
    (args) => db().oAuthGrant.findMany({ where, select: assistantSelect, ...args }),
    [{ createdAt: "desc" as const }, { id: "asc" as const }],
  );
  return { total: page.total, list: page.list.map(toConnectedAssistant) };
}

/** Ends one connected assistant's access at once; an authorization the museum's staff do not hold is NOT_FOUND. */
export async function disconnectAssistant({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<ConnectedAssistant> {
  return inTransaction(undefined, async (tx: Tx) => {
    const row = orNotFound(await tx.oAuthGrant.findFirst({ where: { id, ...liveGrantsOf(actor, now) }, select: { ...assistantSelect, clientId: true, userId: true } }), "connected assistant");
    await endGrant(row.id, now, tx);
    await tx.oAuthConsent.deleteMany({ where: { userId: row.userId, clientId: row.clientId } });
    const assistant = toConnectedAssistant(row);
    await recordChanges(tx, actor, [{ entity: "assistant", entityId: row.id, action: "revoke", before: assistant }]);
    return assistant;
  });
}

/** Notes that an authorization was used, at most once a minute, so the MCP hot path rarely writes. */
export async function noteAssistantUse(grant: { id: string; lastUsedAt: Date | null }, now = new Date()): Promise<void> {
  if (grant.lastUsedAt && now.getTime() - grant.lastUsedAt.getTime() < 60_000) return;
  await db().oAuthGrant.update({ where: { id: grant.id }, data: { lastUsedAt: now } });
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    assistant: ConnectedAssistant;
  }
}
