import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/sign-in/sign-in-form";
import { currentDashboardUser } from "@/lib/auth/dashboard-session";
import { codeRefusalWords } from "@/lib/auth/sign-in-words";
import { dashboardMuseums } from "@/lib/dashboard/page-access";
import { returnPath } from "@/lib/dashboard/return-path";
import styles from "./sign-in.module.css";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ error?: string; next?: string }> }) {
  const user = await currentDashboardUser();
  const { error, next } = await searchParams;
  // Where to go once signed in: the page that sent here (the door scanner does), else the front door.
  const destination = returnPath(next) ?? "/";
  // A signed-in user with a museum has nothing to do here; one whose roles were all removed may sign in again.
  if (user && (await dashboardMuseums(user.userId)).length > 0) redirect(destination);
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.brand} aria-hidden="true">
          <span className={styles.mark}>F</span> Foyer
        </div>
        <h1 className={styles.title}>Sign in to Foyer</h1>
        <p className={styles.lead}>Staff sign in with a one-time code sent to their work email.</p>
        {error === "NoMuseum" ? (
          <p className="alert alert-warning" role="status">
            This account has no role in any museum any more. Ask an owner of your museum to add you.
          </p>
        ) : null}
        <SignInForm destination={destination} refusals={codeRefusalWords()} />
      </div>
    </main>
  );
}
