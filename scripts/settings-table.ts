// Writes the README's "Configuration" table from the settings schema (lib/config/settings-schema.ts),
// between its two marker comments. `tsx scripts/settings-table.ts --check` (part of `npm run lint`)
// fails when the table is not what the schema says.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { settingsSchema } from "@/lib/config/settings-schema";
import { writeOrCheck } from "./generated-file.mjs";

const root = join(import.meta.dirname, "..");
const readme = join(root, "README.md");
const START = "<!-- settings table: made by `npm run generate` from lib/config/settings-schema.ts -->";
const END = "<!-- end of settings table -->";

const escapeCell = (text: string) => text.replaceAll("|", "\\|");

function table(): string {
  const rows = Object.entries(settingsSchema).map(
    ([name, kind]) => `| \`${name}\` | ${escapeCell(kind.defaultInWords)} | ${escapeCell(kind.meaning)} |`,
  );
  return ["| Variable | Default | Meaning |", "|---|---|---|", ...rows].join("\n");
}

const current = readFileSync(readme, "utf8");
const start = current.indexOf(START);
const end = current.indexOf(END);
if (start < 0 || end < start) {
  console.error(`README.md lacks the settings table's markers:\n${START}\n${END}`);
  process.exit(1);
}
const wanted = `${current.slice(0, start + START.length)}\n${table()}\n${current.slice(end)}`;
writeOrCheck(root, readme, wanted, "npm run generate");
