import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Measured {
  requestsPerSecond?: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU time per request during the load: its cost, whatever else the machine was doing. */
  cpuMsPerRequest?: number;
}

export interface ScenarioResult {
  name: string;
  foyer: Measured;
  yardstick?: Measured & { label: string };
  /** Foyer ÷ yardstick: throughput for load scenarios, latency (p50) for query scenarios. */
  ratio?: number;
  ratioMeaning?: string;
  target?: string;
  met?: boolean;
  invariant?: { ok: boolean; detail: string };
  /** The Foyer server's peak resident memory by the end of this scenario (VmHWM). */
  serverPeakMemoryMb?: number;
}

export interface BenchReport {
  commit: string;
  measuredAt: string;
  machine: { cpus: number; node: string; database: string };
  scenarios: ScenarioResult[];
  peakServerMemoryMb: number;
  /** The scrape of /metrics after the SQLite scenarios (metrics are on throughout; scripts/bench/server-env.ts). */
  metrics?: { samples: number; scrapeMs: number };
}

const fixed = (value: number | undefined, digits = 1) => (value === undefined ? "—" : value.toFixed(digits));

export function printTable(report: BenchReport): void {
  const rows = report.scenarios.map((s) => [
    s.name,
    fixed(s.foyer.requestsPerSecond, 0),
    `${fixed(s.foyer.p50Ms)} / ${fixed(s.foyer.p99Ms)}`,
    s.yardstick ? `${fixed(s.yardstick.requestsPerSecond, 0)} (${s.yardstick.p50Ms.toFixed(2)} ms p50)` : "—",
    s.ratio === undefined ? "—" : `${s.ratio.toFixed(2)} ${s.ratioMeaning ?? ""}`,
    s.target ? `${s.target} ${s.met ? "met" : "NOT met"}` : "—",
    s.foyer.cpuMsPerRequest === undefined ? "—" : `${fixed(s.foyer.cpuMsPerRequest, 3)} / ${fixed(s.yardstick?.cpuMsPerRequest, 3)}`,
    s.invariant ? (s.invariant.ok ? "ok" : `FAILED: ${s.invariant.detail}`) : "—",
    fixed(s.serverPeakMemoryMb, 0),
  ]);
  const header = ["scenario", "req/s", "p50 / p99 ms", "yardstick", "ratio", "target", "CPU ms/req (Foyer / yardstick)", "invariant", "peak MB"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}`);
  for (const row of rows) console.log(line(row));
  console.log(`\npeak server memory: ${report.peakServerMemoryMb.toFixed(0)} MB (target < 300 MB)\n`);
}

/** A bar chart of each scenario's ratio against its yardstick, as a self-contained SVG. */
export function chartSvg(report: BenchReport): string {
  const bars = report.scenarios.filter((s) => s.ratio !== undefined);
  const width = 760;
  const rowHeight = 34;
  const left = 300;
  const scale = (width - left - 60) / Math.max(1, ...bars.map((s) => s.ratio!));
  const height = 70 + bars.length * rowHeight;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const rows = bars
    .map((s, i) => {
      const y = 50 + i * rowHeight;
      const barWidth = Math.max(1, s.ratio! * scale);
      const colour = s.met === false ? "#c0392b" : "#2e7d32";
      return (
        `<text x="${left - 10}" y="${y + 16}" text-anchor="end">${escape(s.name)}</text>` +
        `<rect x="${left}" y="${y}" width="${barWidth.toFixed(1)}" height="22" fill="${colour}"/>` +
        `<text x="${left + barWidth + 6}" y="${y + 16}">${s.ratio!.toFixed(2)}</text>`
      );
    })
    .join("\n  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="13">
  <rect width="100%" height="100%" fill="#fff"/>
  <text x="16" y="26" font-size="15" font-weight="600">Foyer ÷ yardstick, ${escape(report.commit.slice(0, 10))} (${escape(report.machine.database)}, ${report.machine.cpus} cores)</text>
  ${rows}
</svg>
`;
}

export function writeReport(root: string, report: BenchReport): void {
  const folder = join(root, "bench");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(folder, "chart.svg"), chartSvg(report));
  console.log(`wrote bench/results.json and bench/chart.svg`);
}
