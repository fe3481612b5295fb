import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export default async function Loading() {
  const t = await serverTranslator("PageError");
  return (
    <p className="empty" role="status">
      {t("loading")}
    </p>
  );
}
