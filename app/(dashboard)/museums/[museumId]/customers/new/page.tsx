import type { Metadata } from "next";
import Link from "next/link";
import { CustomerForm } from "@/components/customers/customer-form";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("CustomerForm");
  return { title: t("newTitle") };
}

export default async function NewCustomerPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const t = await serverTranslator("CustomerForm");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museumId}/customers`}>{t("customers")}</Link> /
          </p>
          <h1>{t("newTitle")}</h1>
          <p>{t("newLead")}</p>
        </div>
      </header>
      <CustomerForm />
    </div>
  );
}
