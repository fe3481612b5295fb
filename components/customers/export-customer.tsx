"use client";

import { useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import styles from "./export-customer.module.css";

// An access request (docs/operations.md, "Access requests"): owners and admins download everything Foyer
// holds about the person as one JSON file; the server refuses everyone else and audits each download.

export function ExportCustomer({ customerId }: { customerId: string }) {
  const t = useTranslations("PersonalData");
  const museum = useMuseum();
  if (museum.role !== "OWNER" && museum.role !== "ADMIN") return null;
  return (
    <section className="card stack-tight" aria-labelledby="export-heading">
      <h2 id="export-heading">{t("exportHeading")}</h2>
      <p className="muted">{t("exportLead")}</p>
      <div className={dialogStyles.actions}>
        <a className={`button ${styles.download}`} href={`/api/dashboard/museums/${museum.id}/customers/${customerId}/export`} download>
          {t("exportButton")}
        </a>
      </div>
    </section>
  );
}
