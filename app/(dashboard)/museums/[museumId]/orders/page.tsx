import type { Metadata } from "next";
import { Suspense } from "react";
import { OrderList } from "@/components/orders/order-list";

export const metadata: Metadata = { title: "Orders" };

export default function OrdersPage() {
  return (
    <Suspense>
      <OrderList />
    </Suspense>
  );
}
