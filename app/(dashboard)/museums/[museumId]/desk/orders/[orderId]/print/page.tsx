import type { Metadata } from "next";
import { PrintTickets } from "@/components/desk/print-tickets";

export const metadata: Metadata = { title: "Print tickets" };

export default async function PrintTicketsPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <PrintTickets orderId={orderId} />;
}
