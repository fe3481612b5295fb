import type { Metadata } from "next";
import { Suspense } from "react";
import { SeasonView } from "@/components/season/season-view";

export const metadata: Metadata = { title: "Season" };

export default function SeasonPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Season</h1>
          <p>The month’s time slots day by day: how full each day is, closing a day or a time slot, and schedules that make the time slots of a season.</p>
        </div>
      </header>
      <Suspense>
        <SeasonView />
      </Suspense>
    </div>
  );
}
