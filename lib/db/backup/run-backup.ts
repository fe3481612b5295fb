import { ConfigError } from "@/lib/config/config-error";
import { parseDatabaseUrl, redactDatabaseUrl } from "@/lib/config/database-url";
import { dataFolder, dataFolderSecrets } from "@/lib/config/data-folder";
import { backupSqlite, restoreSqlite, type BackupResult, type RestoreResult } from "./sqlite-backup";

// `npm run cli -- backup` and `restore` for the configured database (docs/operations.md, "Backups").
// On PostgreSQL the database's own tools do the work better than a copy through Foyer could: the
// commands say exactly what to run, with the data folder's secrets to keep beside the dump.

function postgresInstructions(action: "backup" | "restore", url: string): ConfigError {
  const shown = redactDatabaseUrl(url);
  const secrets = Object.values(dataFolderSecrets).join(", ");
  return new ConfigError(
    action === "backup"
      ? `on PostgreSQL, back up with: pg_dump --format=custom --file=foyer.dump "${shown}"; and copy the secrets in ${dataFolder()} (${secrets}) unless set in the environment`
      : `on PostgreSQL, restore into an empty database with: pg_restore --no-owner --dbname="${shown}" foyer.dump; and put the kept secrets back into ${dataFolder()}`,
  );
}

export function runBackup(out: string, onProgress: (done: number, total: number) => void): Promise<BackupResult> {
  const target = parseDatabaseUrl();
  if (target.provider === "postgresql") throw postgresInstructions("backup", target.url);
  return backupSqlite(target.filePath, out, onProgress);
}

export function runRestore(from: string, force: boolean): Promise<RestoreResult> {
  const target = parseDatabaseUrl();
  if (target.provider === "postgresql") throw postgresInstructions("restore", target.url);
  return restoreSqlite(from, target.filePath, force);
}
