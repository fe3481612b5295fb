import type { Metadata } from "next";
import { CustomerDetail } from "@/components/customers/customer-detail";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("CustomerDetail");
  return { title: t("metaTitle") };
}

export default async function CustomerPage({ params }: { params: Promise<{ museumId: string; customerId: string }> }) {
  const { museumId, customerId } = await params;
  await requirePageRecords(museumId, [{ kind: "customer", id: customerId }]);
  return <CustomerDetail customerId={customerId} />;
}
