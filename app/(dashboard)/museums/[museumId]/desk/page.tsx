import type { Metadata } from "next";
import { DeskSale } from "@/components/desk/desk-sale";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("DeskSale");
  return { title: t("title") };
}

export default function DeskPage() {
  return <DeskSale />;
}
