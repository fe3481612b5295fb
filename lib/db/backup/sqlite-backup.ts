import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { ConfigError } from "@/lib/config/config-error";
import { dataFolderSecrets } from "@/lib/config/data-folder";
import { loadMigrations } from "../migrate";
import { verifyChecksum, writeChecksum } from "./backup-file";

// Backup and restore of the SQLite database (docs/operations.md, "Backups"). The copy is made with
// VACUUM INTO: one read transaction, so it is the database as of one moment while the server keeps
// taking writes (WAL lets writers go on beside a reader), and it never restarts the way the page-step
// backup API does under writers. It runs in a worker thread so the main thread can report progress.
// The data folder's generated secrets travel inside the copy, in a table of their own: without the
// admission key, no ticket or card handed out would admit after a restore.

const SECRETS_TABLE = "_foyer_backup_files";
const LEDGER = "_foyer_migrations";
const PROGRESS_EVERY_MS = 500;

export interface BackupResult {
  file: string;
  bytes: number;
  sha256: string;
  secrets: string[];
}

const VACUUM_IN_WORKER = `
const { workerData, parentPort } = require("node:worker_threads");
const Database = require(workerData.driver);
const source = new Database(workerData.source, { fileMustExist: true });
source.pragma("busy_timeout = 30000");
source.prepare("VACUUM INTO ?").run(workerData.target);
source.close();
parentPort.postMessage("done");
`;

function copyAsOfNow(source: string, target: string, onProgress: (done: number, total: number) => void): Promise<void> {
  const probe = new Database(source, { readonly: true, fileMustExist: true });
  const total = Number(probe.pragma("page_count", { simple: true })) * Number(probe.pragma("page_size", { simple: true }));
  probe.close();
  const worker = new Worker(VACUUM_IN_WORKER, { eval: true, workerData: { driver: createRequire(import.meta.url).resolve("better-sqlite3"), source, target } });
  const timer = setInterval(() => onProgress(existsSync(target) ? statSync(target).size : 0, total), PROGRESS_EVERY_MS);
  return new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the backup stopped (exit ${code})`))));
  }).finally(() => clearInterval(timer));
}

export async function backupSqlite(source: string, out: string, onProgress: (done: number, total: number) => void): Promise<BackupResult> {
  if (!existsSync(source)) throw new ConfigError(`no database at ${source}`);
  if (existsSync(out)) throw new ConfigError(`${out} exists already: choose a new file name for the backup`);
  mkdirSync(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  // Made empty and owner-only first: VACUUM INTO fills an empty file, so the data and the keys are
  // never readable by others, not even while the copy is being written or if it stops half-way.
  writeFileSync(partial, "", { mode: 0o600 });
  await copyAsOfNow(source, partial, onProgress);
  // The copy leaves out free pages, so it ends smaller than the estimate: say it is all there.
  onProgress(statSync(partial).size, statSync(partial).size);
  const copy = new Database(partial);
  const secrets: string[] = [];
  try {
    copy.exec(`CREATE TABLE "${SECRETS_TABLE}" (name TEXT PRIMARY KEY, content BLOB NOT NULL)`);
    const keep = copy.prepare(`INSERT INTO "${SECRETS_TABLE}" (name, content) VALUES (?, ?)`);
    for (const name of Object.values(dataFolderSecrets)) {
      const path = join(dirname(source), name);
      if (!existsSync(path)) continue;
      keep.run(name, readFileSync(path));
      secrets.push(name);
    }
  } finally {
    copy.close();
  }
  // A link fails if a backup of that name appeared meanwhile (two runs at once): never overwrite one.
  linkSync(partial, out);
  rmSync(partial);
  const sha256 = await writeChecksum(out);
  return { file: out, bytes: statSync(out).size, sha256, secrets };
}

export interface RestoreResult {
  database: string;
  migrations: number;
  secrets: string[];
}

/** Whether the data folder already holds a database or a secret a restore would replace. */
function occupied(target: string): string[] {
  const folder = dirname(target);
  const present = [target, ...Object.values(dataFolderSecrets).map((name) => join(folder, name))].filter((path) => existsSync(path) && statSync(path).size > 0);
  return present;
}

/**
 * Refuses a database another process has open: leaving WAL mode needs the only connection, so a
 * running Foyer makes it fail. Replacing the file under a running server would lose every write it
 * made after, into a file no one sees.
 */
function ensureClosed(target: string): void {
  if (!existsSync(target)) return;
  const database = new Database(target, { timeout: 0 });
  try {
    const mode = database.pragma("journal_mode = DELETE", { simple: true });
    if (mode !== "delete") throw new Error(String(mode));
  } catch {
    throw new ConfigError(`${target} is open in another process: stop Foyer (every process on this data folder) before restoring over it`);
  } finally {
    database.close();
  }
}

export async function restoreSqlite(from: string, target: string, force: boolean): Promise<RestoreResult> {
  await verifyChecksum(from);
  const present = occupied(target);
  if (present.length > 0 && !force) {
    throw new ConfigError(`${dirname(target)} is not empty (${present.join(", ")}): restore into an empty data folder, or add --force to replace what is there`);
  }
  ensureClosed(target);
  const restoring = `${target}.restoring`;
  rmSync(restoring, { force: true });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(restoring, readFileSync(from), { mode: 0o600 });
  const copy = new Database(restoring);
  let secrets: { name: string; content: Buffer }[];
  let migrations: number;
  try {
    const integrity = copy.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new ConfigError(`${from} fails SQLite's integrity check (${String(integrity)}): restore from another backup`);
    const hasSecrets = copy.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(SECRETS_TABLE) !== undefined;
    if (!hasSecrets) throw new ConfigError(`${from} is not a Foyer backup (made by npm run cli -- backup)`);
    const applied = (copy.prepare(`SELECT name FROM "${LEDGER}"`).all() as { name: string }[]).map((row) => row.name);
    const shipped = new Set(loadMigrations("sqlite").map((migration) => migration.name));
    const newer = applied.filter((name) => !shipped.has(name));
    if (newer.length > 0) {
      throw new ConfigError(`${from} was made by a newer Foyer (its database has migration ${newer[0]}, which this version does not ship): restore it with that version or later`);
    }
    migrations = applied.length;
    secrets = copy.prepare(`SELECT name, content FROM "${SECRETS_TABLE}"`).all() as { name: string; content: Buffer }[];
    copy.exec(`DROP TABLE "${SECRETS_TABLE}"`);
    // Rewritten without the dropped table's pages, so the keys live only in their files.
    copy.exec("VACUUM");
    copy.pragma("journal_mode = WAL");
  } catch (error) {
    copy.close();
    rmSync(restoring, { force: true });
    throw error;
  }
  copy.close();
  const known = new Set<string>(Object.values(dataFolderSecrets));
  for (const name of Object.values(dataFolderSecrets)) rmSync(join(dirname(target), name), { force: true });
  for (const secret of secrets.filter((entry) => known.has(entry.name))) writeFileSync(join(dirname(target), secret.name), secret.content, { mode: 0o600 });
  for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(`${target}${suffix}`, { force: true });
  renameSync(restoring, target);
  return { database: target, migrations, secrets: secrets.map((secret) => secret.name) };
}
