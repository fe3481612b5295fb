import type { Metadata } from "next";
import { OrderDetail } from "@/components/orders/order-detail";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "Order" };

export default async function OrderPage({ params }: { params: Promise<{ museumId: string; orderId: string }> }) {
  const { museumId, orderId } = await params;
  await requirePageRecords(museumId, [{ kind: "order", id: orderId }]);
  return <OrderDetail orderId={orderId} />;
}
