"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { museumKeys } from "@/lib/dashboard/query-keys";
import type { VisitRow } from "@/lib/domain/reports/visit-report";
import { isMonth, monthDays, monthIn } from "./month-range";
import styles from "./reports.module.css";
import { VisitsChart } from "./visits-chart";

const count = (value: number, noun: string) => `${value.toLocaleString("en-GB")} ${noun}${value === 1 ? "" : "s"}`;
const money = (minor: number, currency: string) => new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
const longDay = (day: string) => new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** A month's visitors and sales (docs/reports.md): a chart, the figures day by day, and the CSV download. */
export function VisitReportView() {
  const museum = useMuseum();
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
  const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

  return (
    <div className="stack">
      <div className={styles.controls}>
        <label>
          Month
          <input
            className="input"
            type="month"
            value={month}
            onChange={(event) => isMonth(event.target.value) && router.replace(`${pathname}?month=${event.target.value}`, { scroll: false })}
          />
        </label>
        <a className="button" href={`/api/dashboard/museums/${museum.id}/reports/visits?${range}&format=csv`} download>
          Download CSV
        </a>
        <p className="muted small">Days in {museum.timezone}, or each location’s own time zone for its time slots.</p>
      </div>

      {report.isError ? <p className="alert">The report could not be loaded: {errorText(report.error)}</p> : null}
      {report.isPending ? <p className="empty">Loading the month’s figures…</p> : null}
      {report.data ? (
        <>
          <VisitsChart
            days={days.map((day) => ({ day, ...(byDay.get(day) ?? { ticketsSold: 0, admitted: 0 }) }))}
            caption={`${monthName}: ${count(totals.ticketsSold, "ticket")} sold, ${count(totals.admitted, "visitor")} admitted.`}
          />
          {rows.length === 0 ? (
            <p className="card empty">No tickets for time slots in {monthName}.</p>
          ) : (
            <div className="table-wrap">
              <table className="table" aria-label={`Visitors and sales, ${monthName}`}>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className={styles.number}>Tickets sold</th>
                    <th scope="col" className={styles.number}>Voided</th>
                    <th scope="col" className={styles.number}>Revenue</th>
                    <th scope="col" className={styles.number}>Visitors admitted</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.day}/${row.currency}`}>
                      <th scope="row" className={styles.rowHeader}>
                        {longDay(row.day!)}
                      </th>
                      <td className={styles.number}>{row.ticketsSold}</td>
                      <td className={styles.number}>{row.ticketsVoided}</td>
                      <td className={styles.number}>{money(row.revenue, row.currency)}</td>
                      <td className={styles.number}>{row.admitted}</td>
                    </tr>
                  ))}
                  <tr className={styles.totals}>
                    <th scope="row" className={styles.rowHeader}>
                      Month
                    </th>
                    <td className={styles.number}>{totals.ticketsSold}</td>
                    <td className={styles.number}>{totals.ticketsVoided}</td>
                    <td className={styles.number}>{[...revenue].map(([currency, minor]) => money(minor, currency)).join(" + ")}</td>
                    <td className={styles.number}>{totals.admitted}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
