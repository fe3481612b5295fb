/** What a membership email says; the QR image is attached to the message as cid:membership-qr. */
export interface MembershipEmailProps {
  language: string;
  museumName: string;
  customerName: string;
  membershipName: string;
  validFrom: Date;
  validTo: Date;
  /** The museum's time zone: a membership is valid by calendar day there (docs/admission.md, "The membership day rule"). */
  timeZone: string;
  autoRenew: boolean;
}

export const QR_CONTENT_ID = "membership-qr";
