import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetail } from "@/components/orders/order-detail";
import { dashboardActor } from "@/lib/dashboard/dashboard-actor";
import { requirePageMuseum } from "@/lib/dashboard/page-access";
import { getOrder } from "@/lib/domain/orders/get-order";
import { AppError } from "@/lib/errors/app-error";

export const metadata: Metadata = { title: "Order" };

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order id the museum does not have is the 404 page, as a museum the user has no role in is. */
async function requireOrder(museumId: string, userId: string, orderId: string) {
  if (!ORDER_ID.test(orderId)) notFound();
  try {
    await getOrder({ actor: await dashboardActor({ userId, museumId, need: "read" }), id: orderId });
  } catch (error) {
    if (error instanceof AppError && error.code === "ORDER_NOT_FOUND") notFound();
    throw error;
  }
}

export default async function OrderPage({ params }: { params: Promise<{ museumId: string; orderId: string }> }) {
  const { museumId, orderId } = await params;
  const { user, museum } = await requirePageMuseum(museumId);
  await requireOrder(museum.id, user.userId, orderId);
  return <OrderDetail orderId={orderId} />;
}
