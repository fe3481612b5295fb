import type { Metadata } from "next";
import { EmailPreviews, type PreviewTemplate } from "@/components/emails/email-previews";
import { Outbox } from "@/components/emails/outbox";
import { emailTemplates, previewLanguages, renderSample } from "@/lib/dashboard/email-previews";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EmailsPage");
  return { title: t("title") };
}

export default async function EmailsPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  const t = await serverTranslator("EmailsPage");
  const templates: PreviewTemplate[] = await Promise.all(
    emailTemplates.map(async (template) => {
      const languages = previewLanguages(template);
      const rendered = await Promise.all(languages.map((language) => renderSample({ museumName: museum.name, template, language })));
      return { template, label: t(`templates.${template}`), subjects: Object.fromEntries(languages.map((language, index) => [language, rendered[index]!.subject])) };
    }),
  );
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
      </header>
      <EmailPreviews templates={templates} />
      <Outbox />
    </div>
  );
}
