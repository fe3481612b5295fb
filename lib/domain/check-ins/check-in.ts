import { db, type DbOrTx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { emitWebhookEvents } from "@/lib/domain/webhooks/emit-webhook-event";
import { museumSubscribes } from "@/lib/domain/webhooks/webhook-subscribers";
import { AppError } from "@/lib/errors/app-error";
import { parseQrData } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import { readAdmissionSubjects, subjectKey, type AdmissionSubject } from "./admission-facts";
import { alreadyAdmitted, decideAdmission, type AdmissionRefusal } from "./admission-rule";
import type { CheckInRecord } from "./check-in-record";
import type { CheckInInput } from "./check-in-schemas";

// Admission at the door (docs/api.md, "Check-in"). The verdict is admission-rule.ts's, the same rule
// the phone decides with offline; then the admission is stored under its admissionKey: the database's
// unique constraint is the one place that decides "admits once", so a ticket scanned at the same
// moment by many phones, through any number of server processes, is admitted by exactly one insert
// and refused as already used by every other.

/** Throws the refusal of a verdict that does not admit, as the coded error the door reads. */
export function refusalError(verdict: AdmissionRefusal): AppError {
  return new AppError(verdict.code, verdict.message, verdict.details);
}

/**
 * Admits the visitor whose code was scanned, or throws the reason the door person acts on. `at` is
 * when it was scanned: now, or earlier for a scan a phone made offline (offline-scans.ts).
 */
export async function checkIn({ actor, input, at = Date.now() }: { actor: Actor; input: CheckInInput; at?: number }): Promise<CheckInRecord> {
  const parts = parseQrData(input.qrData);
  if (!parts) throw new AppError("INVALID_CODE");
  const subject = (await readAdmissionSubjects(actor.museumId, [parts])).get(subjectKey(parts)) ?? null;
  // The record is read whether or not the signature holds, so an unknown and a forged code take the
  // same path; both say only INVALID_CODE.
  const verdict = decideAdmission({ genuine: qrSignatureValid(parts, actor.museumId), record: subject?.facts ?? null, at });
  if (!verdict.admitted) throw refusalError(verdict);
  return store(actor, subject!, verdict.admissionKey, input.entrance ?? null, at);
}

async function store(actor: Actor, { facts, visitor }: AdmissionSubject, admissionKey: string | null, entrance: string | null, at: number): Promise<CheckInRecord> {
  const ids = facts.kind === "TICKET" ? { ticketId: facts.id } : { membershipId: facts.id };
  const insert = async (client: DbOrTx): Promise<CheckInRecord> => {
    // One INSERT … RETURNING: the record's other fields were read with the facts.
    const row = await client.checkIn.create({
      data: { museumId: actor.museumId, kind: facts.kind, ...ids, admissionKey, entrance, checkedInAt: new Date(at), userId: actor.userId ?? null, apiKeyId: actor.apiKeyId ?? null },
      select: { id: true, checkedInAt: true },
    });
    return { ...row, kind: facts.kind, entrance, ticketId: null, membershipId: null, ...ids, ...visitor };
  };
  try {
    // The door pays for a transaction only when the museum subscribes to check_in.created (known per
    // process, webhook-subscribers.ts); the event is then written with the admission (docs/webhooks.md).
    if (!(await museumSubscribes(actor.museumId, "check_in.created"))) return await insert(db());
    return await inTransaction(undefined, async (tx) => {
      const record = await insert(tx);
      await emitWebhookEvents(tx, actor, [{ type: "check_in.created", subject: record.id, data: record }]);
      return record;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== "P2002" || admissionKey === null) throw error;
    const first = await db().checkIn.findUnique({ where: { admissionKey }, select: { checkedInAt: true, entrance: true } });
    throw refusalError(alreadyAdmitted(facts, { at: first?.checkedInAt ?? null, entrance: first?.entrance ?? null }));
  }
}
