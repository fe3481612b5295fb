import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { graphql } from "../graphql-client";
import { DOOR_TIMEOUT_MS } from "../reach-foyer";

// The door's admission (docs/graphql.md, "Admission"): a refusal of the code is part of the answer.
const CHECK_IN = gql(`
  mutation CheckIn($museumId: ID!, $qrData: String!, $entrance: String) {
    checkIn(museumId: $museumId, qrData: $qrData, entrance: $entrance) {
      admitted
      checkIn { kind checkedInAt entrance visitorName admits timeSlot { startsAt endsAt } timeZone }
      refusal { code message firstCheckedInAt entrance slotStartsAt opensAt validFrom validTo timeZone inside maxOccupancy }
    }
  }
`);

export type CheckInAnswer = ResultOf<typeof CHECK_IN>["checkIn"];

export async function checkInCode(museumId: string, qrData: string, entrance: string | null): Promise<CheckInAnswer> {
  const data = await graphql(CHECK_IN, { museumId, qrData, entrance }, { timeoutMs: DOOR_TIMEOUT_MS });
  return data.checkIn;
}
