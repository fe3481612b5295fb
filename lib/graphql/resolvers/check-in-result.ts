import { checkOutRefusal, type CheckOutRecord } from "@/lib/domain/occupancy/check-out";
import type { CheckInRecord } from "@/lib/domain/check-ins/check-in-record";
import type { GroupAdmissionRecord } from "@/lib/domain/check-ins/group-admission";
import { checkInRefusal } from "@/lib/domain/check-ins/check-in-schemas";
import type { ErrorCode } from "@/lib/errors/app-error";

// The checkIn mutation answers a refusal of the scanned code as data (docs/graphql.md, "Admission"):
// the scanner shows each reason on its own screen. Anything else (no role, a bad argument, an outage)
// stays a GraphQL error.

const refusalDetails = [
  "firstCheckedInAt",
  "entrance",
  "slotStartsAt",
  "opensAt",
  "validFrom",
  "validTo",
  "timeZone",
  "locationId",
  "inside",
  "maxOccupancy",
  "admitted",
  "remaining",
  "size",
  "lastCheckedInAt",
] as const;

export type CheckInResult =
  | { admitted: true; checkIn: CheckInRecord; group: null; refusal: null }
  | { admitted: true; checkIn: null; group: GroupAdmissionRecord; refusal: null }
  | { admitted: false; checkIn: null; group: null; refusal: { code: ErrorCode; message: string } & Partial<Record<(typeof refusalDetails)[number], unknown>> };

/** Runs an admission; a refusal of the code becomes `admitted: false`, every other error is thrown. */
export async function checkInResult(admit: () => Promise<CheckInRecord | GroupAdmissionRecord>): Promise<CheckInResult> {
  try {
    const admitted = await admit();
    return admitted.kind === "GROUP" ? { admitted: true, checkIn: null, group: admitted, refusal: null } : { admitted: true, checkIn: admitted, group: null, refusal: null };
  } catch (error) {
    const refusal = checkInRefusal(error);
    if (!refusal) throw error;
    const details = (refusal.details ?? {}) as Record<string, unknown>;
    const known = Object.fromEntries(refusalDetails.flatMap((name) => (details[name] === undefined ? [] : [[name, details[name]]])));
    return { admitted: false, checkIn: null, group: null, refusal: { code: refusal.code, message: refusal.message, ...known } };
  }
}

export type CheckOutResult = { checkedOut: true; checkOut: CheckOutRecord; refusal: null } | { checkedOut: false; checkOut: null; refusal: { code: ErrorCode; message: string } };

/** Runs an exit; a code that is not inside (or not a code) becomes `checkedOut: false`, every other error is thrown. */
export async function checkOutResult(leave: () => Promise<CheckOutRecord>): Promise<CheckOutResult> {
  try {
    return { checkedOut: true, checkOut: await leave(), refusal: null };
  } catch (error) {
    const refusal = checkOutRefusal(error);
    if (!refusal) throw error;
    return { checkedOut: false, checkOut: null, refusal: { code: refusal.code, message: refusal.message } };
  }
}
