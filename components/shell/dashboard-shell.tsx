"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { MuseumSwitcher, type SwitcherMuseum } from "./museum-switcher";
import { useMuseum } from "./museum-context";
import { NavIcon, type NavIconName } from "./nav-icons";
import { SessionWatch } from "./session-watch";
import { forgetDrafts } from "@/components/forms/use-form-draft";
import styles from "./shell.module.css";

interface NavItem {
  href: string;
  label: string;
  icon: NavIconName;
}

function navItems(museumId: string, canAdminister: boolean): NavItem[] {
  const base = `/museums/${museumId}`;
  // Owners and admins only; the pages and their routes refuse everyone else anyway.
  const webhooks: NavItem[] = canAdminister ? [{ href: `${base}/webhooks`, label: "Webhooks", icon: "webhooks" }] : [];
  const assistants: NavItem[] = canAdminister ? [{ href: `${base}/assistants`, label: "Assistants", icon: "assistants" }] : [];
  const auditTrail: NavItem[] = canAdminister ? [{ href: `${base}/audit`, label: "Audit trail", icon: "audit" }] : [];
  return [
    { href: `${base}/today`, label: "Today", icon: "today" },
    { href: `${base}/desk`, label: "Sell tickets", icon: "desk" },
    { href: `${base}/events`, label: "Events", icon: "events" },
    { href: `${base}/orders`, label: "Orders", icon: "orders" },
    { href: `${base}/customers`, label: "Customers", icon: "customers" },
    { href: `${base}/memberships`, label: "Memberships", icon: "memberships" },
    { href: `${base}/emails`, label: "Emails", icon: "emails" },
    { href: `${base}/season`, label: "Season", icon: "season" },
    { href: `${base}/reports`, label: "Reports", icon: "reports" },
    { href: `/scan?museum=${museumId}`, label: "Door scanner", icon: "scan" },
    { href: `${base}/api-keys`, label: "API keys", icon: "apiKeys" },
    ...webhooks,
    ...assistants,
    ...auditTrail,
    { href: `${base}/settings`, label: "Settings", icon: "settings" },
  ];
}

/** The frame of every museum page: brand, museum switcher, navigation, the signed-in user and their session's end. */
export function DashboardShell({ museums, email, sessionEndsInMs, children }: { museums: SwitcherMuseum[]; email: string; sessionEndsInMs: number; children: ReactNode }) {
  const museum = useMuseum();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(museum.id, museum.canAdminister);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
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
              {menuOpen ? "Close menu" : "Menu"}
            </button>
          </div>
          <div id="dashboard-navigation" className={styles.panel} data-open={menuOpen}>
            <MuseumSwitcher museums={museums} />
            <nav aria-label="Dashboard">
              <ul className={styles.nav}>
                {items.map((item) => {
                  const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
                  return (
                    <li key={item.href}>
                      <Link className={styles.navLink} href={item.href} aria-current={current ? "page" : undefined} onClick={() => setMenuOpen(false)}>
                        <NavIcon name={item.icon} />
                        {item.label}
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
              <span className="badge">{museum.role.toLowerCase()}</span>
              <button className="button button-small" type="button" onClick={() => {
                  // Signing out on purpose leaves no typed text behind on this device.
                  forgetDrafts();
                  void signOut({ callbackUrl: "/sign-in" });
                }}>
                Sign out
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
