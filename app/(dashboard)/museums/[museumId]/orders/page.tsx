import type { Metadata } from "next";
import { Suspense } from "react";
import { OrderList } from "@/components/orders/order-list";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("OrderList");
  return { title: t("title") };
}

export default function OrdersPage() {
  return (
    <Suspense>
      <OrderList />
    </Suspense>
  );
}
