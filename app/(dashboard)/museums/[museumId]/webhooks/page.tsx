import type { Metadata } from "next";
import { WebhooksPanel } from "@/components/webhooks/webhooks-panel";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Webhooks</h1>
          <p>
            Foyer tells your other systems, such as a web shop or CRM, when tickets, orders, visits or customers change here. Times are in {museum.timezone}, the
            museum’s time zone.
          </p>
        </div>
      </header>
      {museum.canAdminister ? <WebhooksPanel /> : <p className="alert">Only the museum’s owners and admins can manage its webhooks.</p>}
    </div>
  );
}
