import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { CancelSubscription } from "./templates/cancel-subscription";
import type { MembershipEmailProps } from "./templates/membership-email-props";
import { MembershipReceipt } from "./templates/membership-receipt";
import { wordsFor } from "./templates/messages";

export const membershipEmailKinds = ["MEMBERSHIP_RECEIPT", "MEMBERSHIP_CANCEL_SUBSCRIPTION"] as const;
export type MembershipEmailKind = (typeof membershipEmailKinds)[number];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const templates: Record<MembershipEmailKind, { subject: (props: MembershipEmailProps) => string; element: (props: MembershipEmailProps) => ReactElement }> = {
  MEMBERSHIP_RECEIPT: {
    subject: (props) => wordsFor(props.language).receiptSubject(props.museumName),
    element: (props) => <MembershipReceipt {...props} />,
  },
  MEMBERSHIP_CANCEL_SUBSCRIPTION: {
    subject: (props) => wordsFor(props.language).cancelSubject(props.museumName),
    element: (props) => <CancelSubscription {...props} />,
  },
};

/** Renders any email to the HTML and plain text stored in the outbox. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

/** Renders a membership email to the HTML and plain text stored in the outbox. */
export async function renderMembershipEmail(kind: MembershipEmailKind, props: MembershipEmailProps): Promise<RenderedEmail> {
  const template = templates[kind];
  return renderEmail(template.subject(props), template.element(props));
}
