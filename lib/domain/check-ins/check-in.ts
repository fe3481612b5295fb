import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { parseQrData } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import type { AdmissionRefusal } from "./admission-rule";
import { admitScanned } from "./check-in-batcher";
import type { CheckInRecord } from "./check-in-record";
import type { CheckInInput } from "./check-in-schemas";
import { admitGroup, type GroupAdmissionRecord } from "./group-admission";
import { bookWalkInPlace, releaseWalkInPlace } from "./member-walk-in";

// Admission at the door (docs/api.md, "Check-in"). The verdict is admission-rule.ts's, the same rule
// the phone decides with offline; the admission is then stored under its admissionKey, together with
// the other scans of the moment (check-in-batcher.ts). The database's unique constraint is the one
// place that decides "admits once", so a ticket scanned at the same moment by many phones, through
// any number of server processes, is admitted by exactly one insert and refused as already used by
// every other.

/** The refusal of a verdict that does not admit, as the coded error the door reads. */
export function refusalError(verdict: AdmissionRefusal): AppError {
  return new AppError(verdict.code, verdict.message, verdict.details);
}

/**
 * Admits the visitor whose code was scanned (or, for a group's code, `count` of the group:
 * group-admission.ts), or throws the reason the door person acts on. `at` is
 * when it was scanned: now, or earlier for a scan made elsewhere.
 */
export async function checkIn({ actor, input, at = Date.now() }: { actor: Actor; input: CheckInInput; at?: number }): Promise<CheckInRecord | GroupAdmissionRecord> {
  const parts = parseQrData(input.qrData);
  if (!parts) throw new AppError("INVALID_CODE");
  // The record is read whether or not the signature holds, so an unknown and a forged code take the
  // same path; both say only INVALID_CODE.
  const genuine = qrSignatureValid(parts, actor.museumId);
  if (parts.kind === "group") return admitGroup({ actor, parts, genuine, count: input.count, entrance: input.entrance ?? null, at });
  const scan = { actor, parts, genuine, entrance: input.entrance ?? null, at };
  let settled = await admitScanned(scan);
  if ("placeNeeded" in settled) {
    // A member without a booking takes a place now, then is admitted into it (member-walk-in.ts).
    const place = await bookWalkInPlace({ actor, membershipId: settled.placeNeeded, membershipQrData: input.qrData, at });
    if (!place) throw new AppError("MEMBERSHIP_NOT_BOOKED", "This member has no booking for today, and no time slot running now has room.");
    settled = await admitScanned(scan);
    // Not let in after all (the location full): the place goes back to the slot.
    if ("refused" in settled && settled.refused.code === "LOCATION_FULL") await releaseWalkInPlace({ actor, place });
  }
  if ("refused" in settled) throw refusalError(settled.refused);
  if ("placeNeeded" in settled) throw new AppError("MEMBERSHIP_NOT_BOOKED");
  return settled.admitted;
}
