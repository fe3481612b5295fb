"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import styles from "./reports.module.css";

export interface DayFigures {
  day: string;
  ticketsSold: number;
  admitted: number;
}

/** The month at a glance: tickets sold and visitors admitted, day by day. */
export function VisitsChart({ days, caption, names }: { days: DayFigures[]; caption: string; names: Record<"ticketsSold" | "admitted", string> }) {
  const data = days.map((figures) => ({ ...figures, label: String(Number(figures.day.slice(8))) }));
  return (
    <figure className={styles.chart}>
      <div className={styles.chartArea} role="img" aria-label={caption}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tickLine={false} />
            <Tooltip labelFormatter={(_label, payload) => payload?.[0]?.payload.day ?? ""} />
            <Legend />
            <Bar dataKey="ticketsSold" name={names.ticketsSold} fill="var(--accent)" />
            <Bar dataKey="admitted" name={names.admitted} fill="var(--success)" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
