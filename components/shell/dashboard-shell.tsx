"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { MuseumSwitcher, type SwitcherMuseum } from "./museum-switcher";
import { useMuseum } from "./museum-context";
import { NavIcon, type NavIconName } from "./nav-icons";
import { SessionWatch } from "./session-watch";
import { forgetDrafts } from "@/components/forms/use-form-draft";
import styles from "./shell.module.css";

interface NavItem {
  href: string;
  /** Also the item's word in the "Navigation" catalogue. */
  icon: NavIconName;
}

function navItems(museumId: string, { canAdminister, canModify }: { canAdminister: boolean; canModify: boolean }): NavItem[] {
  const base = `/museums/${museumId}`;
  // Owners, admins and editors follow up what the door phones did offline (docs/dashboard.md).
  const door: NavItem[] = canModify ? [{ href: `${base}/door-conflicts`, icon: "doorConflicts" }] : [];
  // Owners and admins only; the pages and their routes refuse everyone else anyway.
  const administration: NavItem[] = canAdminister
    ? [
        { href: `${base}/webhooks`, icon: "webhooks" },
        { href: `${base}/assistants`, icon: "assistants" },
        { href: `${base}/audit`, icon: "audit" },
      ]
    : [];
  return [
    { href: `${base}/today`, icon: "today" },
    { href: `${base}/desk`, icon: "desk" },
    { href: `${base}/events`, icon: "events" },
    { href: `${base}/orders`, icon: "orders" },
    { href: `${base}/customers`, icon: "customers" },
    { href: `${base}/memberships`, icon: "memberships" },
    { href: `${base}/emails`, icon: "emails" },
    { href: `${base}/season`, icon: "season" },
    { href: `${base}/reports`, icon: "reports" },
    { href: `/scan?museum=${museumId}`, icon: "scan" },
    ...door,
    { href: `${base}/api-keys`, icon: "apiKeys" },
    ...administration,
    { href: `${base}/settings`, icon: "settings" },
  ];
}

/** The frame of every museum page: brand, museum switcher, navigation, the signed-in user and their session's end. */
export function DashboardShell({ museums, email, sessionEndsInMs, children }: { museums: SwitcherMuseum[]; email: string; sessionEndsInMs: number; children: ReactNode }) {
  const t = useTranslations("Shell");
  const nav = useTranslations("Navigation");
  const roleWord = useTranslations("Roles");
  const museum = useMuseum();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(museum.id, { canAdminister: museum.canAdminister, canModify: museum.permissionToModifyMuseum });

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarInner}>
          <div className={styles.sidebarTop}>
            <Link className={styles.brand} href={`/museums/${museum.id}/today`}>
              <span className={styles.mark} aria-hidden="true">
                F
              </span>
              Foyer
            </Link>
            <button
              className={`button button-ghost button-small ${styles.menuButton}`}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="dashboard-navigation"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? t("closeMenu") : t("menu")}
            </button>
          </div>
          <div id="dashboard-navigation" className={styles.panel} data-open={menuOpen}>
            <MuseumSwitcher museums={museums} />
            <nav aria-label={t("navigation")}>
              <ul className={styles.nav}>
                {items.map((item) => {
                  const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
                  return (
                    <li key={item.href}>
                      <Link className={styles.navLink} href={item.href} aria-current={current ? "page" : undefined} onClick={() => setMenuOpen(false)}>
                        <NavIcon name={item.icon} />
                        {nav(item.icon)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className={styles.user}>
              <span className={styles.email} title={email}>
                {email}
              </span>
              <span className="badge">{roleWord(museum.role)}</span>
              <button className="button button-small" type="button" onClick={() => {
                  // Signing out on purpose leaves no typed text behind on this device.
                  forgetDrafts();
                  void signOut({ callbackUrl: "/sign-in" });
                }}>
                {t("signOut")}
              </button>
            </div>
          </div>
        </div>
      </aside>
      <main id="main" className={styles.main} tabIndex={-1}>
        <SessionWatch endsInMs={sessionEndsInMs} />
        {children}
      </main>
    </div>
  );
}
