import type { Metadata } from "next";
import { OrderDetail } from "@/components/orders/order-detail";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("OrderDetail");
  return { title: t("title") };
}

export default async function OrderPage({ params }: { params: Promise<{ museumId: string; orderId: string }> }) {
  const { museumId, orderId } = await params;
  await requirePageRecords(museumId, [{ kind: "order", id: orderId }]);
  return <OrderDetail orderId={orderId} />;
}
