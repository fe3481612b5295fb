import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { stableOrder } from "@/lib/db/stable-order";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { emailSelect, toEmailRecord, type EmailRecord } from "./email-record";

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export interface EmailListOptions {
  actor: Actor;
  paging: Paging;
  status?: string;
  /** Only the emails about this customer's memberships and orders (the customer's page); another museum's customer has none here. */
  customerId?: string;
  /** The outbox's order is oldest first (/v1); people reading it want the latest on top. */
  order?: "oldest-first" | "newest-first";
}

/** The museum's outbox, optionally one delivery state or one customer's emails only. */
export async function listEmails({ actor, paging, status, customerId, order = "oldest-first" }: EmailListOptions): Promise<ListResult<EmailRecord>> {
  const about = customerId ? { OR: [{ membership: { customerId } }, { order: { customerId } }] } : {};
  const where = { museumId: actor.museumId, ...(status ? { status } : {}), ...about };
  return pagedList(
    paging,
    db().emailOutbox.count({ where }),
    async (page) => (await db().emailOutbox.findMany({ where, select: emailSelect, ...page })).map(toEmailRecord),
    order === "newest-first" ? newestFirst : stableOrder,
  );
}
