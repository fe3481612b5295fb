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

// The door's exit (docs/admission.md, "Who is inside now"): a code that is not inside is a refusal in the answer.
const CHECK_OUT = gql(`
  mutation CheckOut($museumId: ID!, $qrData: String!, $entrance: String) {
    checkOut(museumId: $museumId, qrData: $qrData, entrance: $entrance) {
      checkedOut
      checkOut { kind checkedOutAt entrance mayReenterToday }
      refusal { code message }
    }
  }
`);

export type CheckOutAnswer = ResultOf<typeof CHECK_OUT>["checkOut"];

export async function checkOutCode(museumId: string, qrData: string, entrance: string | null): Promise<CheckOutAnswer> {
  const data = await graphql(CHECK_OUT, { museumId, qrData, entrance }, { timeoutMs: DOOR_TIMEOUT_MS });
  return data.checkOut;
}

export async function checkInCode(museumId: string, qrData: string, entrance: string | null): Promise<CheckInAnswer> {
  const data = await graphql(CHECK_IN, { museumId, qrData, entrance }, { timeoutMs: DOOR_TIMEOUT_MS });
  return data.checkIn;
}
