import type { Metadata } from "next";
import { PrintTickets } from "@/components/desk/print-tickets";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("PrintTickets");
  return { title: t("title") };
}

export default async function PrintTicketsPage({ params }: { params: Promise<{ museumId: string; orderId: string }> }) {
  const { museumId, orderId } = await params;
  await requirePageRecords(museumId, [{ kind: "order", id: orderId }]);
  return <PrintTickets orderId={orderId} />;
}
