/** What a membership email says; the QR image is attached to the message as cid:membership-qr. */
export interface MembershipEmailProps {
  language: string;
  museumName: string;
  customerName: string;
  membershipName: string;
  validFrom: Date;
  validTo: Date;
  autoRenew: boolean;
}

export const QR_CONTENT_ID = "membership-qr";
