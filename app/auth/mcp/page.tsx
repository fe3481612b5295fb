import type { Metadata } from "next";
import { cookies } from "next/headers";
import { SignInLanguage } from "@/components/sign-in/sign-in-language";
import { currentDashboardUser } from "@/lib/auth/dashboard-session";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { loginPageState } from "@/lib/oauth/login-page-state";
import { handoffCookieName } from "@/lib/oauth/login-steps";
import { McpSignInSteps } from "./steps";
import styles from "./mcp-sign-in.module.css";

// The login service's page for connecting an assistant (docs/mcp.md): sign in, consent once per
// application, then on to the tool server's /oauth/complete. Plain forms; no script is needed. It
// speaks the language the dashboard's sign-in page would, and offers the same choice.
//
// The address carries the sign-in ticket, so no other site may see it in a Referer: `strict-origin`
// sends only this origin. It must not be `no-referrer`: under that policy browsers send `Origin: null`
// on the forms' posts, and the login steps refuse a form whose origin they cannot see
// (lib/oauth/login-step-route.ts); e2e/mcp-connect.spec.ts walks the forms in Chromium.

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("ConnectAssistant");
  return { title: t("metaTitle"), referrer: "strict-origin", robots: { index: false } };
}

export const dynamic = "force-dynamic";

type Search = { mcp_oauth?: string; email?: string; error?: string; other?: string; tries?: string };

export default async function McpSignInPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const state = await loginPageState({
    ticket: search.mcp_oauth,
    email: search.email,
    error: search.error,
    tries: search.tries,
    other: search.other === "1",
    handoff: (await cookies()).get(handoffCookieName())?.value,
    sessionUser: await currentDashboardUser(),
  });
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <McpSignInSteps state={state} ticket={search.mcp_oauth ?? ""} />
        <SignInLanguage />
      </div>
    </main>
  );
}
