import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { ConfigError } from "@/lib/config/config-error";

// What every backup file shares, whichever database made it (docs/operations.md, "Backups"): a
// SHA-256 checksum beside it, in the form `sha256sum -c` reads, so a copy torn in transit or on disk
// is refused before anything is restored from it.

export const checksumFileOf = (file: string) => `${file}.sha256`;

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

export async function writeChecksum(file: string): Promise<string> {
  const sha256 = await sha256Of(file);
  writeFileSync(checksumFileOf(file), `${sha256}  ${basename(file)}\n`, { mode: 0o600 });
  return sha256;
}

/** Refuses a backup whose checksum file is missing or does not match its bytes. */
export async function verifyChecksum(file: string): Promise<string> {
  if (!existsSync(file)) throw new ConfigError(`no backup at ${file}`);
  const checksumFile = checksumFileOf(file);
  if (!existsSync(checksumFile)) throw new ConfigError(`${checksumFile} is missing: a backup is restored only with the checksum made beside it`);
  const expected = readFileSync(checksumFile, "utf8").trim().split(/\s+/)[0];
  const actual = await sha256Of(file);
  if (expected !== actual) throw new ConfigError(`${file} does not match its checksum: the copy is damaged, restore from another backup`);
  return actual;
}

/** "12.3 MB of 40.0 MB (31 %)": a long backup's progress, for the operator. */
export function progressLine(done: number, total: number): string {
  const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
  return `${megabytes(done)} of ${megabytes(total)} (${percent} %)`;
}
