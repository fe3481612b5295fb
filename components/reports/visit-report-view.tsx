"use client";

import { MonthInput } from "@/components/forms/locale-date-inputs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import type { VisitRow } from "@/lib/domain/reports/visit-report";
import { isMonth, monthDays, monthIn } from "./month-range";
import styles from "./reports.module.css";
import { VisitsChart } from "./visits-chart";
import { zoneInWords } from "@/lib/i18n/zone-words";

const money = (minor: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
const longDay = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** A month's visitors and sales (docs/reports.md): a chart, the figures day by day, and the CSV download. */
export function VisitReportView() {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("Reports");
  const locale = useDisplayLocale();
  // The CSV is written for a spreadsheet in the page's language (docs/reports.md, "The dashboard's CSV").
  const language = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const requested = useSearchParams().get("month");
  const month = isMonth(requested) ? requested : monthIn(new Date(), museum.timezone);
  const days = monthDays(month);
  const range = `from=${days[0]}&to=${days.at(-1)}&groupBy=day`;

  const report = useQuery({
    queryKey: museumKeys.report(museum.id, month),
    queryFn: () => dashboardApi<{ rows: VisitRow[] }>(museum.id, `reports/visits?${range}`),
    placeholderData: keepPreviousData,
  });

  const rows = report.data?.rows ?? [];
  const byDay = new Map<string, { ticketsSold: number; admitted: number }>();
  for (const row of rows) {
    const figures = byDay.get(row.day!) ?? { ticketsSold: 0, admitted: 0 };
    byDay.set(row.day!, { ticketsSold: figures.ticketsSold + row.ticketsSold, admitted: figures.admitted + row.admitted });
  }
  const totals = rows.reduce(
    (sum, row) => ({ ...sum, ticketsSold: sum.ticketsSold + row.ticketsSold, admitted: sum.admitted + row.admitted, ticketsVoided: sum.ticketsVoided + row.ticketsVoided }),
    { ticketsSold: 0, admitted: 0, ticketsVoided: 0 },
  );
  const revenue = new Map<string, number>();
  for (const row of rows) revenue.set(row.currency, (revenue.get(row.currency) ?? 0) + row.revenue);
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

  return (
    <div className="stack">
      <div className={styles.controls}>
        <label>
          {t("month")}
          <MonthInput value={month} locale={locale} wholeOnly onValue={(typed) => isMonth(typed) && router.replace(`${pathname}?month=${typed}`, { scroll: false })} />
        </label>
        <a className="button" href={`/api/dashboard/museums/${museum.id}/reports/visits?${range}&format=csv&language=${language}`} download>
          {t("download")}
        </a>
        <p className="muted small">{t("daysIn", { timeZone: zoneInWords(museum.timezone, locale) })}</p>
      </div>

      {report.isError ? <p className="alert">{t("loadError", { error: errorText(report.error) })}</p> : null}
      {report.isPending ? <p className="empty">{t("loading")}</p> : null}
      {report.data ? (
        <>
          <VisitsChart
            days={days.map((day) => ({ day, ...(byDay.get(day) ?? { ticketsSold: 0, admitted: 0 }) }))}
            caption={t("caption", { month: monthName, sold: totals.ticketsSold, admitted: totals.admitted })}
            names={{ ticketsSold: t("ticketsSold"), admitted: t("admitted") }}
          />
          {rows.length === 0 ? (
            <p className="card empty">{t("noTickets", { month: monthName })}</p>
          ) : (
            // The table scrolls sideways inside its card on a phone (globals.css, .table-wrap), and the keyboard can scroll it.
            <div className="card">
              <div className="table-wrap" tabIndex={0} role="group" aria-label={t("tableLabel", { month: monthName })}>
                <table className="table" aria-label={t("tableLabel", { month: monthName })}>
                  <thead>
                    <tr>
                      <th scope="col">{t("day")}</th>
                      <th scope="col" className={styles.number}>{t("ticketsSold")}</th>
                      <th scope="col" className={styles.number}>{t("voided")}</th>
                      <th scope="col" className={styles.number}>{t("revenue")}</th>
                      <th scope="col" className={styles.number}>{t("admitted")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.day}/${row.currency}`}>
                        <th scope="row" className={styles.rowHeader}>
                          {longDay(row.day!, locale)}
                        </th>
                        <td className={styles.number}>{row.ticketsSold}</td>
                        <td className={styles.number}>{row.ticketsVoided}</td>
                        <td className={styles.number}>{money(row.revenue, row.currency, locale)}</td>
                        <td className={styles.number}>{row.admitted}</td>
                      </tr>
                    ))}
                    <tr className={styles.totals}>
                      <th scope="row" className={styles.rowHeader}>
                        {t("month")}
                      </th>
                      <td className={styles.number}>{totals.ticketsSold}</td>
                      <td className={styles.number}>{totals.ticketsVoided}</td>
                      <td className={styles.number}>{[...revenue].map(([currency, minor]) => money(minor, currency, locale)).join(" + ")}</td>
                      <td className={styles.number}>{totals.admitted}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
