import { emailPreviewQuery, renderEmailPreview } from "@/lib/dashboard/email-previews";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";
import { getMuseumSettings } from "@/lib/domain/museums/museum-settings";

export const dynamic = "force-dynamic";

/**
 * One email template rendered with sample data, as the HTML document a customer would receive. The
 * dashboard shows it in a sandboxed frame's srcdoc (no scripts run; npm start forbids framing URLs).
 */
export const GET = dashboardRoute({ need: "read", query: emailPreviewQuery }, async ({ actor, query }) => {
  const museum = await getMuseumSettings({ actor });
  const preview = await renderEmailPreview({ museumName: museum.name, template: query.template, language: query.language });
  return new Response(preview.html, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
});
