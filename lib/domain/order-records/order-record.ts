import type { Prisma } from "@/lib/db/client";
import { groupQrData, ticketQrData } from "@/lib/qr/qr-code-data";

// The public shape of an order, as every door returns it (docs/orders.md). With reading an order and
// ending held ones (get-order.ts, end-orders.ts) it stands below lib/domain/reservations, whose
// release of expired holds ends expired orders too, and below lib/domain/orders, which claims
// capacity through reservations (lint/layers.mjs).

export const orderStatuses = ["HELD", "CONFIRMED", "CANCELLED", "EXPIRED"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How a sale at the front desk was paid (docs/orders.md, "Selling at the desk"). */
export const paymentMethods = ["CASH", "CARD"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface OrderLineRecord {
  ticketTypeId: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  /** The membership whose card booked the line (docs/orders.md, "Members book a slot"); null for other lines. */
  membershipId: string | null;
}

export interface OrderTicketRecord {
  id: string;
  ticketTypeId: string;
  status: string;
  price: number;
  currency: string;
  qrData: string;
}

export interface OrderRecord {
  id: string;
  /** The short number people read aloud ("A7K-29Q", lib/domain/orders/order-number.ts); the id stays the API's. */
  number: string;
  status: OrderStatus;
  timeSlotId: string | null;
  customerId: string | null;
  email: string | null;
  language: string;
  createdAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
  /** CASH or CARD for a sale at the front desk; null for every other order. */
  paymentMethod: PaymentMethod | null;
  /** When its personal details (the email address) were removed, on schedule or by an erasure (docs/operations.md, "Visitors' details"); null while kept. */
  personalDataRemovedAt: Date | null;
  lines: OrderLineRecord[];
  total: number;
  currency: string;
  tickets: OrderTicketRecord[];
  /** A group visit's group (docs/orders.md, "Group visits"); null for other orders. */
  group: OrderGroup | null;
  /** A confirmed group visit's one code; null for other orders and before confirming. */
  groupQrData: string | null;
}

export interface OrderGroup {
  name: string;
  leaderName: string | null;
  size: number;
}

/** The order's group as its columns store it. */
export function groupColumns({ group }: Pick<OrderRecord, "group">): { groupName: string | null; groupLeaderName: string | null; groupSize: number | null } {
  return { groupName: group?.name ?? null, groupLeaderName: group?.leaderName ?? null, groupSize: group?.size ?? null };
}

export const orderSelect = {
  id: true,
  number: true,
  museumId: true,
  status: true,
  timeSlotId: true,
  customerId: true,
  email: true,
  language: true,
  createdAt: true,
  expiresAt: true,
  confirmedAt: true,
  paymentMethod: true,
  personalDataRemovedAt: true,
  total: true,
  currency: true,
  groupName: true,
  groupLeaderName: true,
  groupSize: true,
  lines: { select: { ticketTypeId: true, quantity: true, unitPrice: true, currency: true, membershipId: true }, orderBy: { position: "asc" } },
  tickets: { select: { id: true, ticketTypeId: true, status: true, price: true, currency: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderSelect;

interface OrderRow extends Omit<OrderRecord, "number" | "status" | "paymentMethod" | "tickets" | "group" | "groupQrData"> {
  museumId: string;
  groupName: string | null;
  groupLeaderName: string | null;
  groupSize: number | null;
  number: string | null;
  status: string;
  paymentMethod: string | null;
  tickets: Omit<OrderTicketRecord, "qrData">[];
}

/** A stored order as the doors return it: a hold past its expiresAt reads as EXPIRED whether or not it was swept yet. */
export function toOrderRecord({ museumId, groupName, groupLeaderName, groupSize, ...row }: OrderRow, now = new Date()): OrderRecord {
  const status = (row.status === "HELD" && row.expiresAt <= now ? "EXPIRED" : row.status) as OrderStatus;
  // Tickets in the order of their lines, as the visitor asked for them.
  const position = new Map(row.lines.map((line, index) => [line.ticketTypeId, index] as const).reverse());
  const tickets = row.tickets
    .map((ticket) => ({ ...ticket, qrData: ticketQrData({ id: ticket.id, museumId }) }))
    .sort((a, b) => (position.get(a.ticketTypeId) ?? 0) - (position.get(b.ticketTypeId) ?? 0));
  // Every order has its number: given at creation, and by the migration that added numbers to the
  // orders made before; the column is nullable only so that adding it did not rebuild the table.
  const group = groupName === null || groupSize === null ? null : { name: groupName, leaderName: groupLeaderName, size: groupSize };
  const groupCode = group && status === "CONFIRMED" ? groupQrData({ id: row.id, museumId }) : null;
  return { ...row, number: row.number ?? "", status, paymentMethod: row.paymentMethod as PaymentMethod | null, tickets, group, groupQrData: groupCode };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    /** The order; a status change; or some of a group let in on its code (lib/domain/check-ins/group-admission.ts). */
    order: OrderRecord | { status: OrderStatus; ticketIds: string[] } | { admitted: number; remaining: number; entrance: string | null };
  }
}
