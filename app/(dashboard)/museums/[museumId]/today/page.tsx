import type { Metadata } from "next";
import { Suspense } from "react";
import { LiveCapacity } from "@/components/today/live-capacity";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("Today");
  return { title: t("title") };
}

export default function TodayPage() {
  return (
    <Suspense>
      <LiveCapacity />
    </Suspense>
  );
}
