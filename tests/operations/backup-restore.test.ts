import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { writeChecksum } from "@/lib/db/backup/backup-file";
import { apiClient } from "../support/api-client";
import { createTestDatabase, testProviders } from "../support/databases";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { runScript } from "../support/run-command";
import { seedMuseum, type TestMuseum } from "../support/seed-museum";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// Backup and restore (docs/operations.md, "Backups"): a backup taken while 20 clients make holds and
// orders holds every record acknowledged before it began, restores into an empty folder, passes
// SQLite's integrity check, and serves again, its tickets still admitting (the keys came with it).
// A damaged copy, a newer schema and a non-empty folder are refused.

const CLIENTS = 20;
const cli = (args: string[], databaseUrl: string) => runScript("scripts/cli.mjs", args, { DATABASE_URL: databaseUrl });

interface Acknowledged {
  path: string;
  at: number;
}

describe("backup and restore on sqlite", () => {
  const folder = mkdtempSync(join(tmpdir(), "foyer-backup-"));
  const backup = join(folder, "backups", "foyer-backup.db");
  const restoredUrl = `file:${join(folder, "restored", "foyer.db")}`;
  let foyer: RunningFoyer;
  let restored: RunningFoyer | undefined;
  let museum: TestMuseum;
  let ticketing: Ticketing;

  beforeAll(async () => {
    foyer = await startFoyer("sqlite", { EXPIRY_SWEEP_SECONDS: "0" });
    museum = await seedMuseum(foyer.database.url, "backup");
    chooseDatabaseUrl(foyer.database.url);
    // A slot starting now, so its tickets admit today.
    ticketing = await createTicketing(museum.museumId, { capacity: 1_000_000, maxQuantity: 1_000_000, startsAt: new Date() });
  });
  afterAll(async () => {
    await restored?.stop();
    await foyer?.stop();
    await foyer?.database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every record acknowledged before the backup began, under 20 writing clients, and serves it again", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const order = { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 2 }] };
    const sold = await api.post(`/v1/orders/${(await api.post("/v1/orders", order)).body.id}/confirm`);
    expect(sold.status).toBe(200);
    const ticket = sold.body.tickets[0] as { id: string; qrData: string };

    const acknowledged: Acknowledged[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    const client = async (index: number) => {
      for (let turn = index; writing; turn += 1) {
        const answer =
          turn % 2 === 0
            ? await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })
            : await api.post("/v1/orders", order);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) acknowledged.push({ path: turn % 2 === 0 ? `/v1/ticket-reservations/${answer.body.id}` : `/v1/orders/${answer.body.id}`, at: Date.now() });
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const backupBegan = Date.now();
    const made = await cli(["backup", "--out", backup, "--json"], foyer.database.url);
    const madeDuringBackup = acknowledged.filter((record) => record.at > backupBegan).length;
    writing = false;
    await load;
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toMatch(/backing up: .* \(100 %\)/);
    expect(JSON.parse(made.stdout)).toMatchObject({ file: backup, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), secrets: expect.arrayContaining(["admission-signing-key"]) });
    // It holds the keys: its owner alone may read it.
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    // The server kept taking writes while the backup ran.
    expect(madeDuringBackup, JSON.stringify([...statuses])).toBeGreaterThan(0);
    const before = acknowledged.filter((record) => record.at < backupBegan);
    expect(before.length).toBeGreaterThan(CLIENTS);

    const back = await cli(["restore", "--from", backup], restoredUrl);
    expect(back.code, back.stderr).toBe(0);
    const file = new Database(restoredUrl.slice("file:".length), { readonly: true });
    expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
    file.close();

    restored = await startFoyer("sqlite", { DATABASE_URL: restoredUrl, EXPIRY_SWEEP_SECONDS: "0" });
    const again = apiClient(restored.baseUrl, museum.apiKey);
    const missing: string[] = [];
    for (const record of [...before, { path: `/v1/tickets/${ticket.id}`, at: 0 }]) {
      if ((await again.get(record.path)).status !== 200) missing.push(record.path);
    }
    expect(missing).toEqual([]);
    // The admission key came with the backup: a ticket handed out before it still admits.
    const admitted = await again.post("/v1/check-ins", { qrData: ticket.qrData });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
  });

  it("refuses a non-empty folder without --force, a damaged copy and a backup from a newer Foyer", async () => {
    const occupied = await cli(["restore", "--from", backup], restoredUrl);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toMatch(/is not empty.*--force/);
    // Not even --force replaces a database a running Foyer has open.
    const underServer = await cli(["restore", "--from", backup, "--force"], foyer.database.url);
    expect(underServer.code).toBe(1);
    expect(underServer.stderr).toMatch(/is open in another process: stop Foyer/);

    const damaged = join(folder, "damaged.db");
    copyFileSync(backup, damaged);
    copyFileSync(`${backup}.sha256`, `${damaged}.sha256`);
    const bytes = new Database(damaged);
    bytes.exec(`INSERT INTO "Location" ("id", "museumId", "name", "createdAt", "updatedAt") VALUES ('tampered', '${museum.museumId}', 'Tampered', 0, 0)`);
    bytes.close();
    const refusedDamaged = await cli(["restore", "--from", damaged], `file:${join(folder, "from-damaged", "foyer.db")}`);
    expect(refusedDamaged.code).toBe(1);
    expect(refusedDamaged.stderr).toMatch(/does not match its checksum/);

    const newer = join(folder, "newer.db");
    copyFileSync(backup, newer);
    const future = new Database(newer);
    future.prepare(`INSERT INTO "_foyer_migrations" (name, checksum, applied_at) VALUES ('29991231000000_from_the_future', 'x', 'later')`).run();
    future.close();
    await writeChecksum(newer);
    const refusedNewer = await cli(["restore", "--from", newer], `file:${join(folder, "from-newer", "foyer.db")}`);
    expect(refusedNewer.code).toBe(1);
    expect(refusedNewer.stderr).toMatch(/newer Foyer.*29991231000000_from_the_future/);

    writeFileSync(join(folder, "not-a-backup.db"), "");
    expect((await cli(["backup", "--out", join(folder, "not-a-backup.db")], foyer.database.url)).stderr).toMatch(/exists already/);
  });
});

describe.each(testProviders().filter((provider) => provider === "postgresql"))("backup on %s", (provider) => {
  it("says which PostgreSQL tools to run, without the password", async () => {
    const database = await createTestDatabase(provider);
    try {
      const withPassword = database.url.replace("postgres@", "postgres:hunter2@");
      const answer = await cli(["backup", "--out", join(tmpdir(), "never.dump")], withPassword);
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(/pg_dump --format=custom/);
      expect(answer.stderr).not.toContain("hunter2");
    } finally {
      await database.drop();
    }
  });
});
