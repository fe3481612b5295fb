import type { Metadata } from "next";
import { Suspense } from "react";
import { DoorConflicts } from "@/components/door-conflicts/door-conflicts";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("DoorConflicts");
  return { title: t("title") };
}

// Owners, admins and editors follow conflicts up (docs/dashboard.md); a viewer is told so, and door
// staff are sent to the scanner, as from every dashboard page.
export default async function DoorConflictsPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  if (!museum.permissionToModifyMuseum) {
    const t = await serverTranslator("DoorConflicts");
    const role = await serverTranslator("Roles");
    return (
      <div className="stack">
        <header className="page-header">
          <div>
            <h1>{t("title")}</h1>
          </div>
        </header>
        <p className="alert">{t("editorsOnly", { role: role(museum.role) })}</p>
      </div>
    );
  }
  return (
    <Suspense>
      <DoorConflicts />
    </Suspense>
  );
}
