import { renderEmail, type RenderedEmail } from "./render-membership-email";
import { OrderTickets, type OrderTicketsProps } from "./templates/order-tickets";
import { ticketWordsFor } from "./templates/ticket-words";

export const ORDER_TICKETS_KIND = "ORDER_TICKETS";

/** Renders an order's ticket email to the HTML and plain text stored in the outbox. */
export function renderOrderTicketsEmail(props: OrderTicketsProps): Promise<RenderedEmail> {
  return renderEmail(ticketWordsFor(props.language).subject(props.museumName), <OrderTickets {...props} />);
}
