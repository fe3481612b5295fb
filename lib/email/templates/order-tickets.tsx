import { Hr } from "@react-email/hr";
import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { EmailLayout } from "./email-layout";
import { ticketQrContentId, ticketWordsFor } from "./ticket-words";

/** What a ticket email says; each ticket's QR image is attached as cid:ticket-qr-<n>. */
export interface OrderTicketsProps {
  language: string;
  museumName: string;
  customerName: string | null;
  /** The order's short number ("K7M-4PX"), the one the desk finds it by. */
  orderNumber: string | null;
  /** The visit, when the order is for a time slot, already written in its location's zone, named in words. */
  visit: { date: string; time: string; timeZone: string } | null;
  /** In the order the tickets were asked for. */
  tickets: { ticketTypeName: string }[];
  total: string;
}

export function OrderTickets(props: OrderTicketsProps) {
  const words = ticketWordsFor(props.language);
  const count = props.tickets.length;
  return (
    <EmailLayout language={props.language} preview={words.subject(props.museumName)} museumName={props.museumName} signOff={words.signOff(props.museumName)}>
      <Text>{words.greeting(props.customerName)}</Text>
      <Text>{words.intro(props.museumName, count)}</Text>
      {props.visit ? <Text style={{ fontWeight: 600 }}>{words.when(props.visit.date, props.visit.time, props.visit.timeZone)}</Text> : null}
      {props.orderNumber ? <Text>{words.orderNumber(props.orderNumber)}</Text> : null}
      <Text>{words.showCode}</Text>
      {props.tickets.map((ticket, index) => (
        <Section key={index} style={{ textAlign: "center", marginTop: "16px" }}>
          <Hr />
          <Text style={{ fontWeight: 600 }}>{words.ticketOf(index + 1, count, ticket.ticketTypeName)}</Text>
          <Img src={`cid:${ticketQrContentId(index + 1)}`} width="220" height="220" alt={words.qrAlt(index + 1)} style={{ margin: "0 auto" }} />
        </Section>
      ))}
      <Hr />
      <Text>{words.total(props.total)}</Text>
    </EmailLayout>
  );
}
