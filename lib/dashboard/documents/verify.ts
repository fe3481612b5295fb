import { graphql } from "../graphql-client";

/** The door check's answer; the names are set only for a valid code. */
export interface QrVerification {
  valid: boolean;
  customerName: string | null;
  membershipName: string | null;
  validTo: string | null;
}

export async function verifyQrCode(museumId: string, qrData: string): Promise<QrVerification> {
  const data = await graphql<{ verifyMembershipQrCode: QrVerification }>(
    `mutation Verify($museumId: ID!, $qrData: String!) {
      verifyMembershipQrCode(museumId: $museumId, qrData: $qrData) { valid customerName membershipName validTo }
    }`,
    { museumId, qrData },
  );
  return data.verifyMembershipQrCode;
}
