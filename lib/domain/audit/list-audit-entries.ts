import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { auditEntities, type AuditAction, type AuditEntity } from "./audit-entities";

// The museum's audit trail as staff read it in the dashboard: newest first, optionally narrowed to
// one kind of record or one record, with who made each change named as they are known now.

export const auditEntryQuery = z.object({
  entity: z.enum(auditEntities).optional(),
  entityId: z.string().min(1).max(200).optional(),
});
export type AuditEntryQuery = z.output<typeof auditEntryQuery>;

export interface AuditActorRecord {
  kind: "user" | "apiKey";
  id: string;
  /** The user's email address, or the key's name and prefix; null when the record is gone. */
  label: string | null;
}

export interface AuditEntryRecord {
  /** The entry's place in the trail, as text (it is a sequence number). */
  id: string;
  at: Date;
  actor: AuditActorRecord | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: unknown;
  after: unknown;
}

export async function listAuditEntries({ actor, paging, query }: { actor: Actor; paging: Paging; query: AuditEntryQuery }): Promise<ListResult<AuditEntryRecord>> {
  const where = { museumId: actor.museumId, ...(query.entity ? { entity: query.entity } : {}), ...(query.entityId ? { entityId: query.entityId } : {}) };
  const [total, rows] = await Promise.all([
    db().auditEntry.count({ where }),
    db().auditEntry.findMany({ where, orderBy: { id: "desc" }, take: paging.limit, skip: paging.offset }),
  ]);
  const labels = await actorLabels(actor.museumId, rows);
  return {
    total,
    list: rows.map((row) => ({
      id: String(row.id),
      at: row.at,
      actor: row.userId ? labels.of("user", row.userId) : row.apiKeyId ? labels.of("apiKey", row.apiKeyId) : null,
      entity: row.entity as AuditEntity,
      entityId: row.entityId,
      action: row.action as AuditAction,
      before: parsed(row.before),
      after: parsed(row.after),
    })),
  };
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

async function actorLabels(museumId: string, rows: { userId: string | null; apiKeyId: string | null }[]) {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const apiKeyIds = [...new Set(rows.flatMap((row) => (row.apiKeyId ? [row.apiKeyId] : [])))];
  const [users, keys] = await Promise.all([
    userIds.length ? db().user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }) : [],
    apiKeyIds.length ? db().apiKey.findMany({ where: { id: { in: apiKeyIds }, museumId }, select: { id: true, name: true, prefix: true } }) : [],
  ]);
  const known = new Map<string, string>([
    ...users.map((user) => [`user:${user.id}`, user.email] as const),
    ...keys.map((key) => [`apiKey:${key.id}`, `${key.name} (${key.prefix}…)`] as const),
  ]);
  return { of: (kind: AuditActorRecord["kind"], id: string): AuditActorRecord => ({ kind, id, label: known.get(`${kind}:${id}`) ?? null }) };
}
