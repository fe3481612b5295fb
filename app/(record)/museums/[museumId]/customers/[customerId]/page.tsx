import type { Metadata } from "next";
import { CustomerDetail } from "@/components/customers/customer-detail";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: { params: Promise<{ museumId: string; customerId: string }> }) {
  const { museumId, customerId } = await params;
  await requirePageRecords(museumId, [{ kind: "customer", id: customerId }]);
  return <CustomerDetail customerId={customerId} />;
}
