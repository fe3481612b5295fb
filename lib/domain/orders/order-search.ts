import { typedOrderNumber } from "@/lib/domain/orders/order-number-format";
import { parseQrData } from "@/lib/qr/code-format";

// How staff find orders, one rule for every door that searches them (the dashboard's Orders page, the
// staff tool list_orders): the search text and the state chosen, as one filter condition on ORDER
// (docs/filtering.md). A pasted or scanned ticket code finds its ticket's order, a group's code its
// order, an order id that order, and any other text an email address or customer name containing it,
// or the order whose number it is, as a person types it ("a7k 29q").

export const ORDER_STATUSES = ["HELD", "CONFIRMED", "CANCELLED", "EXPIRED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Condition = { operator: string; fieldName?: string; value?: string; conditions?: Condition[] };

function searchCondition(text: string): Condition | null {
  const search = text.trim();
  if (!search) return null;
  const code = parseQrData(search);
  if (code?.kind === "ticket") return { operator: "EQUAL", fieldName: "TICKETS.ID", value: code.id };
  if (code?.kind === "group") return { operator: "EQUAL", fieldName: "ID", value: code.id };
  if (UUID.test(search)) return { operator: "EQUAL", fieldName: "ID", value: search.toLowerCase() };
  const orderNumber = typedOrderNumber(search);
  return {
    operator: "OR",
    conditions: [
      ...(orderNumber ? [{ operator: "EQUAL", fieldName: "NUMBER", value: orderNumber }] : []),
      { operator: "CONTAINS", fieldName: "EMAIL", value: search },
      { operator: "CONTAINS", fieldName: "CUSTOMER.NAME", value: search },
    ],
  };
}

/**
 * A held order past its expiry reads as expired before the sweep marks it (docs/orders.md), so Held
 * and Expired also look at the time the hold ends.
 */
function statusCondition(status: OrderStatus, now: Date): Condition {
  const stored = (value: string): Condition => ({ operator: "EQUAL", fieldName: "STATUS", value });
  const expiresAt = (operator: string): Condition => ({ operator, fieldName: "EXPIRES_AT", value: now.toISOString() });
  if (status === "HELD") return { operator: "AND", conditions: [stored("HELD"), expiresAt("GREATER")] };
  if (status === "EXPIRED") return { operator: "OR", conditions: [stored("EXPIRED"), { operator: "AND", conditions: [stored("HELD"), expiresAt("LESSER_OR_EQUAL")] }] };
  return stored(status);
}

/** The filter for the search text, status and time slot chosen, or null for every order. */
export function orderFilter({ search, status, timeSlotId, now }: { search: string; status: OrderStatus | null; timeSlotId: string | null; now: Date }): string | null {
  const conditions: Condition[] = [];
  const searched = searchCondition(search);
  if (searched) conditions.push(searched);
  if (status) conditions.push(statusCondition(status, now));
  if (timeSlotId) conditions.push({ operator: "EQUAL", fieldName: "TIME_SLOT_ID", value: timeSlotId });
  if (conditions.length === 0) return null;
  return JSON.stringify(conditions.length === 1 ? conditions[0] : { operator: "AND", conditions });
}
