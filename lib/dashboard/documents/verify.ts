import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { graphql } from "../graphql-client";

const VERIFY = gql(`
  mutation Verify($museumId: ID!, $qrData: String!) {
    verifyMembershipQrCode(museumId: $museumId, qrData: $qrData) { valid customerName membershipName validTo }
  }
`);

/** The door check's answer; the names are set only for a valid code. */
export type QrVerification = ResultOf<typeof VERIFY>["verifyMembershipQrCode"];

export async function verifyQrCode(museumId: string, qrData: string): Promise<QrVerification> {
  const data = await graphql(VERIFY, { museumId, qrData });
  return data.verifyMembershipQrCode;
}
