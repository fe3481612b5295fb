import type { Metadata } from "next";
import { EmailPreviews, type PreviewTemplate } from "@/components/emails/email-previews";
import { Outbox } from "@/components/emails/outbox";
import { emailTemplates, previewLanguages, renderSample, type EmailTemplate } from "@/lib/dashboard/email-previews";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export const metadata: Metadata = { title: "Emails" };

const templateLabels: Record<EmailTemplate, string> = {
  MEMBERSHIP_RECEIPT: "Membership receipt",
  MEMBERSHIP_CANCEL_SUBSCRIPTION: "Cancelling a subscription",
  ORDER_TICKETS: "Tickets of an order",
  DAILY_SUMMARY: "Daily summary to owners",
  SIGN_IN_CODE: "Staff sign-in code",
  WEBHOOK_ENDPOINT_DISABLED: "Webhook endpoint turned off",
};

export default async function EmailsPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  const templates: PreviewTemplate[] = await Promise.all(
    emailTemplates.map(async (template) => {
      const languages = previewLanguages(template);
      const rendered = await Promise.all(languages.map((language) => renderSample({ museumName: museum.name, template, language })));
      return { template, label: templateLabels[template], subjects: Object.fromEntries(languages.map((language, index) => [language, rendered[index]!.subject])) };
    }),
  );
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Emails</h1>
          <p>What members and visitors receive, and the delivery of every email sent.</p>
        </div>
      </header>
      <EmailPreviews templates={templates} />
      <Outbox />
    </div>
  );
}
