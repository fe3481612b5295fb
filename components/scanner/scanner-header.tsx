"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import type { ScannerMuseum } from "./door-scanner";
import styles from "./scanner.module.css";

/** The scanner's top bar: which museum (a switcher when there are several), the dashboard when the role has it, and Sign out. */
export function ScannerHeader({ museums, museum, onSignOut }: { museums: ScannerMuseum[]; museum: ScannerMuseum; onSignOut: () => void }) {
  const t = useTranslations("DoorScanner");
  const router = useRouter();
  return (
    <header className={styles.header}>
      <span className={styles.brand}>
        <span className={styles.mark} aria-hidden="true">
          F
        </span>
        {t("door")}
      </span>
      {museums.length > 1 ? (
        <>
          <label className="visually-hidden" htmlFor="scanner-museum">
            {t("museum")}
          </label>
          <select id="scanner-museum" className={`select ${styles.museumSelect}`} value={museum.id} onChange={(event) => router.replace(`/scan?museum=${event.target.value}`)}>
            {museums.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </>
      ) : (
        <span className={styles.museumName}>{museum.name}</span>
      )}
      {museum.canUseDashboard ? (
        <Link className={styles.headerAction} href={`/museums/${museum.id}/today`}>
          {t("dashboard")}
        </Link>
      ) : null}
      <button className={styles.headerAction} type="button" onClick={onSignOut}>
        {t("signOut")}
      </button>
    </header>
  );
}
