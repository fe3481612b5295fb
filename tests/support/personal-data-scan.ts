import { readFile } from "node:fs/promises";
import { db, databaseProvider } from "@/lib/db/client";
import { parseDatabaseUrl } from "@/lib/config/database-url";

// Finds a person's data anywhere in the database, for the erasure test (docs/operations.md, "Erasure
// on request"): every column of every table the database itself lists, so a table added later is
// scanned too, and on SQLite the raw bytes of the database file and its write-ahead log.

export interface Finding {
  table: string;
  column: string;
  rows: number;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function columnsByTable(): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>();
  if (databaseProvider() === "sqlite") {
    const tables = await db().$queryRawUnsafe<{ name: string }[]>("SELECT name FROM sqlite_master WHERE type = 'table'");
    for (const { name } of tables) {
      const info = await db().$queryRawUnsafe<{ name: string }[]>(`PRAGMA table_info(${quoted(name)})`);
      columns.set(name, info.map((column) => column.name));
    }
    return columns;
  }
  const rows = await db().$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    "SELECT table_name::text AS table_name, column_name::text AS column_name FROM information_schema.columns WHERE table_schema = current_schema()",
  );
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}

/** Every column holding any of `texts`, compared case-insensitively; also answers which tables were scanned. */
export async function findInEveryColumn(texts: string[]): Promise<{ tables: string[]; findings: Finding[] }> {
  const columns = await columnsByTable();
  const findings: Finding[] = [];
  for (const [table, names] of columns) {
    for (const column of names) {
      for (const text of texts) {
        const pattern = `%${text.toLowerCase()}%`;
        const sql =
          databaseProvider() === "sqlite"
            ? `SELECT COUNT(*) AS n FROM ${quoted(table)} WHERE lower(CAST(${quoted(column)} AS TEXT)) LIKE ?`
            : `SELECT COUNT(*)::int AS n FROM ${quoted(table)} WHERE lower(CAST(${quoted(column)} AS TEXT)) LIKE $1`;
        const [count] = await db().$queryRawUnsafe<{ n: number | bigint }[]>(sql, pattern);
        if (Number(count?.n) > 0) findings.push({ table, column, rows: Number(count?.n) });
      }
    }
  }
  return { tables: [...columns.keys()], findings };
}

/** SQLite only: which of `texts` (case-insensitive) the database file or its -wal file still hold. */
export async function findInSqliteFiles(databaseUrl: string, texts: string[]): Promise<string[]> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.provider !== "sqlite") throw new Error("findInSqliteFiles needs a SQLite database");
  const found: string[] = [];
  for (const file of [target.filePath, `${target.filePath}-wal`]) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    const content = bytes.toString("latin1").toLowerCase();
    for (const text of texts) if (content.includes(text.toLowerCase())) found.push(`${file}: ${text}`);
  }
  return found;
}
