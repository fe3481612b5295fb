import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/sign-in/sign-in-form";
import { SignInLanguage } from "@/components/sign-in/sign-in-language";
import { currentDashboardUser } from "@/lib/auth/dashboard-session";
import { authConfig } from "@/lib/auth/auth-config";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { dashboardMuseums } from "@/lib/dashboard/page-access";
import { returnPath } from "@/lib/dashboard/return-path";
import styles from "./sign-in.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("SignIn");
  return { title: t("metaTitle") };
}

export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ error?: string; next?: string }> }) {
  const user = await currentDashboardUser();
  const { error, next } = await searchParams;
  // Where to go once signed in: the page that sent here (the door scanner does), else the front door.
  const destination = returnPath(next) ?? "/";
  // A signed-in user with a museum has nothing to do here; one whose roles were all removed may sign in again.
  if (user && (await dashboardMuseums(user.userId)).length > 0) redirect(destination);
  const t = await serverTranslator("SignIn");
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.brand} aria-hidden="true">
          <span className={styles.mark}>F</span> Foyer
        </div>
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.lead}>{t("lead")}</p>
        {error === "NoMuseum" ? (
          <p className="alert alert-warning" role="status">
            {t("noMuseum")}
          </p>
        ) : null}
        <SignInForm destination={destination} maxWrongTries={authConfig().codeMaxAttempts} />
        <SignInLanguage />
      </div>
    </main>
  );
}
