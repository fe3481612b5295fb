"use client";

import { useLocale, useTranslations } from "use-intl";
import { languageChoices } from "@/lib/i18n/language-names";
import { dashboardLanguages, isDashboardLanguage } from "@/lib/i18n/languages";
import styles from "./desk.module.css";

/** Who the desk sells to: an optional address and name, the ticket email's language, and a member's card. */
export interface DeskCustomer {
  email: string;
  name: string;
  language: string;
  /** A member's card, scanned or typed: the sale is their booking (docs/orders.md, "Members book a slot"). */
  memberCard: string;
}

/** The ticket email's language starts at the dashboard's, else the museum's default (docs/dashboard.md, "Sell tickets"). */
export function newDeskCustomer(dashboardLanguage: string, museumLanguage: string): DeskCustomer {
  return { email: "", name: "", language: isDashboardLanguage(dashboardLanguage) ? dashboardLanguage : museumLanguage, memberCard: "" };
}

export function DeskCustomerFields({
  customer,
  emailError,
  cardError,
  onChange,
}: {
  customer: DeskCustomer;
  emailError: boolean;
  /** Why the server refused the card, in the page's language; null when it did not. */
  cardError: string | null;
  onChange: (customer: DeskCustomer) => void;
}) {
  const t = useTranslations("DeskSale");
  const language = useLocale();
  const set = (field: keyof DeskCustomer) => (event: { target: { value: string } }) => onChange({ ...customer, [field]: event.target.value });
  return (
    <div className={styles.customer}>
      <div className="stack-tight">
        <label htmlFor="desk-email">{t("email")}</label>
        <input
          id="desk-email"
          className="input"
          type="email"
          autoComplete="off"
          value={customer.email}
          aria-invalid={emailError}
          aria-describedby={emailError ? "desk-email-error" : undefined}
          onChange={set("email")}
        />
        {emailError ? (
          <p className={styles.lineError} id="desk-email-error" role="alert">
            {t("badEmail")}
          </p>
        ) : null}
      </div>
      <div className="stack-tight">
        <label htmlFor="desk-name">{t("name")}</label>
        <input id="desk-name" className="input" autoComplete="off" maxLength={200} value={customer.name} onChange={set("name")} />
      </div>
      <div className="stack-tight">
        <label htmlFor="desk-language">{t("emailLanguage")}</label>
        <select id="desk-language" className="select" aria-describedby="desk-language-hint" value={customer.language} onChange={set("language")}>
          {languageChoices(dashboardLanguages, language).map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
        <span className="muted small" id="desk-language-hint">
          {t("emailLanguageHint")}
        </span>
      </div>
      <div className="stack-tight">
        <label htmlFor="desk-member-card">{t("memberCard")}</label>
        <input
          id="desk-member-card"
          className="input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={customer.memberCard}
          aria-invalid={cardError !== null}
          aria-describedby={cardError ? "desk-member-card-error desk-member-card-hint" : "desk-member-card-hint"}
          onChange={set("memberCard")}
        />
        {cardError ? (
          <p className={styles.lineError} id="desk-member-card-error" role="alert">
            {cardError}
          </p>
        ) : null}
        <span className="muted small" id="desk-member-card-hint">
          {t("memberCardHint")}
        </span>
      </div>
    </div>
  );
}
