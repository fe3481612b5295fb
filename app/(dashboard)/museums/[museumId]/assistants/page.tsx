import type { Metadata } from "next";
import { AssistantsPanel } from "@/components/assistants/assistants-panel";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export const metadata: Metadata = { title: "Assistants" };

export default async function AssistantsPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Assistants</h1>
          <p>
            AI assistants (such as Claude) that staff of {museum.name} connected to Foyer. Each acts for the person who connected it, with that person’s role.
            Times are in {museum.timezone}, the museum’s time zone.
          </p>
        </div>
      </header>
      {museum.canAdminister ? <AssistantsPanel /> : <p className="alert">Only the museum’s owners and admins can see and disconnect assistants.</p>}
    </div>
  );
}
