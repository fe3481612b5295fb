import type { Metadata } from "next";
import { PrintTickets } from "@/components/desk/print-tickets";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "Print tickets" };

export default async function PrintTicketsPage({ params }: { params: Promise<{ museumId: string; orderId: string }> }) {
  const { museumId, orderId } = await params;
  await requirePageRecords(museumId, [{ kind: "order", id: orderId }]);
  return <PrintTickets orderId={orderId} />;
}
