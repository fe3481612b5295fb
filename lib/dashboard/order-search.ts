import type { OrderStatus } from "@/lib/domain/orders/order-search";

// How the Orders pages show an order's state; what they search for is lib/domain/orders/order-search.ts.

/** The badge each status wears (its words are the OrderStatus messages). */
export const ORDER_STATUS_BADGE: Record<OrderStatus, string> = { HELD: "badge badge-warning", CONFIRMED: "badge badge-success", CANCELLED: "badge", EXPIRED: "badge" };
