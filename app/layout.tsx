import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DashboardIntlProvider } from "@/components/providers/intl-provider";
import { dashboardMessages } from "@/lib/i18n/catalogues";
import { requestLanguage } from "@/lib/dashboard/i18n/request-language";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Foyer", template: "%s · Foyer" },
  description: "Venue and museum management: tickets, capacity, members and door checks.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f7f6f3" },
    { media: "(prefers-color-scheme: dark)", color: "#141312" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const language = await requestLanguage();
  return (
    <html lang={language}>
      <body>
        <DashboardIntlProvider language={language} messages={dashboardMessages(language)}>
          {children}
        </DashboardIntlProvider>
      </body>
    </html>
  );
}
