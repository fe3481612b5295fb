import { databaseProvider, sqliteTimestamp, type DbOrTx } from "@/lib/db/client";

// Many rows in one INSERT statement, whatever their number: the rows travel as one JSON parameter
// (an array of arrays in `columns` order), so a batch costs one round trip and one statement to
// compile instead of one per row (docs/performance.md, "Admission at the door"). A row that hits the
// unique `conflictOn` is skipped, and the answer names the rows stored by their `returning` column.

export interface JsonInsert {
  table: string;
  columns: readonly string[];
  /** Columns holding instants: stored as Prisma stores them on each database. */
  timestamps: ReadonlySet<string>;
  /** Columns holding whole numbers (PostgreSQL takes JSON's text into them only when told). */
  integers?: ReadonlySet<string>;
  conflictOn: readonly string[];
  returning: string;
}

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

function statement({ table, columns, timestamps, integers, conflictOn, returning }: JsonInsert, sqlite: boolean): string {
  const cast = (column: string) => (sqlite ? "" : timestamps.has(column) ? "::timestamp(3)" : integers?.has(column) ? "::int" : "");
  const values = columns.map((column, index) => (cast(column) ? `("value" ->> ${index})${cast(column)}` : `"value" ->> ${index}`));
  // SQLite needs the WHERE to read ON CONFLICT as the upsert clause, not as part of the join.
  const source = sqlite ? `FROM json_each(?) WHERE true` : `FROM json_array_elements($1::json) AS "rows" ("value")`;
  return `INSERT INTO "${table}" (${quoted(columns)}) SELECT ${values.join(", ")} ${source} ON CONFLICT (${quoted(conflictOn)}) DO NOTHING RETURNING "${returning}"`;
}

/** Inserts `rows` (values in `columns` order, instants as Date) and answers the `returning` values of those stored. */
export async function insertJsonRows(client: DbOrTx, insert: JsonInsert, rows: unknown[][]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sqlite = databaseProvider() === "sqlite";
  const timestampAt = new Set(insert.columns.flatMap((column, index) => (insert.timestamps.has(column) ? [index] : [])));
  const values = rows.map((row) => row.map((value, index) => (timestampAt.has(index) && value instanceof Date ? (sqlite ? sqliteTimestamp(value) : value.toISOString()) : value)));
  const stored = await client.$queryRawUnsafe<Record<string, string>[]>(statement(insert, sqlite), JSON.stringify(values));
  return new Set(stored.map((row) => row[insert.returning]!));
}
