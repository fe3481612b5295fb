import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { graphql } from "../graphql-client";
import { DOOR_TIMEOUT_MS } from "../reach-foyer";

// The door's admission (docs/graphql.md, "Admission"): a refusal of the code is part of the answer.
// A group's code takes how many are here (docs/admission.md, "Groups").
const CHECK_IN = gql(`
  mutation CheckIn($museumId: ID!, $qrData: String!, $entrance: String, $count: Int) {
    checkIn(museumId: $museumId, qrData: $qrData, entrance: $entrance, count: $count) {
      admitted
      checkIn { kind checkedInAt entrance visitorName admits timeSlot { startsAt endsAt } timeZone }
      group { groupName leaderName size admitted remaining timeSlot { startsAt endsAt } timeZone }
      refusal { code message firstCheckedInAt entrance slotStartsAt opensAt validFrom validTo timeZone inside maxOccupancy admitted remaining size lastCheckedInAt }
    }
  }
`);

// A group's code before anyone is let in: the door asks how many are here.
const GROUP_AT_DOOR = gql(`
  query GroupAtDoor($museumId: ID!, $qrData: String!) {
    museum(id: $museumId) {
      groupAtDoor(qrData: $qrData) { groupName leaderName size admittedSoFar remaining timeSlot { startsAt endsAt } timeZone }
    }
  }
`);

export type GroupAtDoorAnswer = NonNullable<NonNullable<ResultOf<typeof GROUP_AT_DOOR>["museum"]>["groupAtDoor"]>;

/** The group a scanned group code names, or null when it is not a group's code of the museum. */
export async function groupAtDoor(museumId: string, qrData: string): Promise<GroupAtDoorAnswer | null> {
  const data = await graphql(GROUP_AT_DOOR, { museumId, qrData }, { timeoutMs: DOOR_TIMEOUT_MS });
  return data.museum?.groupAtDoor ?? null;
}

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

export async function checkInCode(museumId: string, qrData: string, entrance: string | null, count: number | null = null): Promise<CheckInAnswer> {
  const data = await graphql(CHECK_IN, { museumId, qrData, entrance, count }, { timeoutMs: DOOR_TIMEOUT_MS });
  return data.checkIn;
}
