import type { Metadata } from "next";
import { MembershipSearch } from "@/components/customers/membership-search";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("MembershipSearch");
  return { title: t("title") };
}

export default function MembershipsPage() {
  return <MembershipSearch />;
}
