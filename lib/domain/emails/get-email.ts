import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { emailSelect, toEmailRecord, type EmailRecord } from "./email-record";

export async function getEmail({ actor, id }: { actor: Actor; id: string }): Promise<EmailRecord> {
  const row = await db().emailOutbox.findFirst({ where: { id, museumId: actor.museumId }, select: emailSelect });
  return toEmailRecord(orNotFound(row, "email"));
}
