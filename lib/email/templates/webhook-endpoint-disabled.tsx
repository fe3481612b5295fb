import { Text } from "@react-email/text";
import { renderEmail, type RenderedEmail } from "../render-membership-email";
import { EmailLayout } from "./email-layout";

// The email to a museum's owners and admins when Foyer turns off a webhook endpoint whose deliveries
// failed for the whole retry window (docs/webhooks.md, "When an endpoint keeps failing"). In English,
// as staff emails are: staff accounts carry no language.

export const WEBHOOK_ENDPOINT_DISABLED_KIND = "WEBHOOK_ENDPOINT_DISABLED";

export interface WebhookEndpointDisabledProps {
  museumName: string;
  recipientName: string;
  url: string;
  description: string;
  /** How many deliveries wait, kept, for the endpoint to be turned back on. */
  waiting: number;
  /** Why the last try failed: the receiver's status or the connection error. */
  lastError: string | null;
  /** Where the endpoint's delivery log is in the dashboard. */
  dashboardUrl: string;
}

const subject = (props: Pick<WebhookEndpointDisabledProps, "museumName">) => `${props.museumName}: a webhook endpoint was turned off`;

export function WebhookEndpointDisabled(props: WebhookEndpointDisabledProps) {
  const name = props.description ? `${props.description} (${props.url})` : props.url;
  return (
    <EmailLayout language="en" preview={subject(props)} museumName={props.museumName} signOff="You receive this as an owner or admin of the museum in Foyer.">
      <Text>{props.recipientName ? `Hello ${props.recipientName},` : "Hello,"}</Text>
      <Text>
        Foyer could not deliver events to the webhook endpoint {name} for three days, so it has turned the endpoint off. The system
        behind it no longer hears about new orders, tickets or admissions.
      </Text>
      {props.lastError ? <Text>The last try failed: {props.lastError}</Text> : null}
      <Text>
        {props.waiting === 1 ? "1 event waits" : `${props.waiting} events wait`} for it and are kept: once the receiver works again, turn
        the endpoint back on and they are sent. Until then no new events are kept for it. Your integrator can read the delivery log
        here: {props.dashboardUrl}
      </Text>
    </EmailLayout>
  );
}

export function renderWebhookEndpointDisabledEmail(props: WebhookEndpointDisabledProps): Promise<RenderedEmail> {
  return renderEmail(subject(props), <WebhookEndpointDisabled {...props} />);
}
