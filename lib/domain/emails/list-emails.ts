import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { emailSelect, toEmailRecord, type EmailRecord } from "./email-record";

/** The museum's outbox, oldest first, optionally one delivery state only. */
export async function listEmails({ actor, paging, status }: { actor: Actor; paging: Paging; status?: string }): Promise<ListResult<EmailRecord>> {
  const where = { museumId: actor.museumId, ...(status ? { status } : {}) };
  return pagedList(paging, db().emailOutbox.count({ where }), async (page) =>
    (await db().emailOutbox.findMany({ where, select: emailSelect, ...page })).map(toEmailRecord),
  );
}
