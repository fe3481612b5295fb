import type { Metadata } from "next";
import { Suspense } from "react";
import { LiveCapacity } from "@/components/today/live-capacity";

export const metadata: Metadata = { title: "Today" };

export default function TodayPage() {
  return (
    <Suspense>
      <LiveCapacity />
    </Suspense>
  );
}
