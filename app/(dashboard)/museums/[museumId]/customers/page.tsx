import type { Metadata } from "next";
import { CustomerSearch } from "@/components/customers/customer-search";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("CustomerSearch");
  return { title: t("title") };
}

export default function CustomersPage() {
  return <CustomerSearch />;
}
