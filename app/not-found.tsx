import Link from "next/link";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export default async function NotFound() {
  const t = await serverTranslator("NotFound");
  return (
    <main className="empty" style={{ minHeight: "100dvh", display: "grid", placeContent: "center", gap: "0.75rem" }}>
      <h1>{t("title")}</h1>
      <p>{t("noSuchPage")}</p>
      <p>
        <Link href="/">{t("backToMuseum")}</Link>
      </p>
    </main>
  );
}
