import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";

// Prisma's better-sqlite3 adapter runs every query on one connection and locks only transactions
// against each other. A query from outside a transaction that arrives while one is open runs inside
// it: it reads that transaction's uncommitted rows, and its writes vanish if that transaction rolls
// back, after its caller was told they succeeded. This wraps the adapter so that every query outside
// a transaction waits for the open transaction to end, and a transaction waits for the queries before
// it: one statement or one whole transaction at a time, which is all one SQLite connection can do.
//
// The same turns admit synchronous work on a second, direct connection (`exclusive`), for the few
// hot statements whose cost through Prisma is many times their own (docs/performance.md). Waiting for
// a turn first means Prisma's connection never holds a transaction open while the direct one waits
// for the write lock, which would block the event loop that Prisma needs to finish it.
//
// The direct connection commits with synchronous=NORMAL, as the yardstick does: in WAL mode a commit
// then survives the process crashing but not the machine losing power (the database itself stays
// intact either way). Its fsync would otherwise stall the event loop once per commit. Prisma's
// connection keeps SQLite's default, FULL, so sales and everything else stay durable through a power
// cut; any later commit there, or a checkpoint, makes the direct connection's commits durable too.

// Both connections overwrite deleted and replaced content with zeros, so data erased on request
// (docs/operations.md, "Erasure on request") does not linger in the database file's free space.
const SECURE_DELETE = "PRAGMA secure_delete = ON";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

/** A first-come, first-served lock whose holder releases it by calling the function it was given. */
class Turns {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = turn;
    return ready;
  }

  async run<T>(work: () => Promise<T> | T): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

function serialize(adapter: Adapter, turns: Turns): Adapter {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => turns.run(() => adapter.queryRaw(query)),
    executeRaw: (query) => turns.run(() => adapter.executeRaw(query)),
    executeScript: (script) => turns.run(() => adapter.executeScript(script)),
    startTransaction: async (isolationLevel) => {
      const release = await turns.acquire();
      let transaction: Transaction;
      try {
        transaction = await adapter.startTransaction(isolationLevel);
      } catch (error) {
        release();
        throw error;
      }
      try {
        await beginImmediate(transaction);
      } catch (error) {
        await transaction.rollback().finally(release);
        throw error;
      }
      return releasingOnEnd(transaction, release);
    },
    dispose: () => adapter.dispose(),
  };
}

const statement = (sql: string) => ({ sql, args: [], argTypes: [] });

/**
 * The adapter begins a deferred transaction: it takes the write lock at its first write. When another
 * connection (another process: a CLI command, a second server) wrote since this transaction's first
 * read, that write fails at once with "database is locked", since waiting could deadlock. Begun
 * IMMEDIATE, a transaction takes the write lock first, waiting up to the busy timeout for it, and
 * reads what the other writer committed. Within this process it costs nothing: transactions already
 * take turns. The adapter leaves COMMIT and ROLLBACK to Prisma's engine, so it is not confused by
 * beginning again.
 */
async function beginImmediate(transaction: Transaction): Promise<void> {
  await transaction.executeRaw(statement("ROLLBACK"));
  await transaction.executeRaw(statement("BEGIN IMMEDIATE"));
}

function releasingOnEnd(transaction: Transaction, release: () => void): Transaction {
  const end = async (finish: () => Promise<void>) => {
    try {
      await finish();
    } finally {
      release();
    }
  };
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: (query) => transaction.queryRaw(query),
    executeRaw: (query) => transaction.executeRaw(query),
    commit: () => end(() => transaction.commit()),
    rollback: () => end(() => transaction.rollback()),
  };
}

export interface SerializedSqlite {
  /** The adapter factory to give PrismaClient. */
  adapter: {
    provider: "sqlite";
    adapterName: string;
    connect(): Promise<Adapter>;
  };
  /** Runs synchronous `work` on the direct connection (synchronous=NORMAL) in a turn of its own. */
  exclusive<T>(work: (connection: Database.Database) => T): Promise<T>;
  /** Closes the direct connection (Prisma's closes with its client). */
  close(): void;
}

/** Prisma's SQLite adapter for `filePath`, taking turns with itself and with a direct connection. */
export function serializedSqlite(filePath: string, busyTimeoutMs: number): SerializedSqlite {
  const factory = new PrismaBetterSQLite3({ url: `file:${filePath}`, timeout: busyTimeoutMs });
  const turns = new Turns();
  let direct: Database.Database | undefined;
  return {
    adapter: {
      provider: "sqlite",
      adapterName: factory.adapterName,
      connect: async () => {
        const adapter = await factory.connect();
        await adapter.executeScript(SECURE_DELETE);
        return serialize(adapter, turns);
      },
    },
    exclusive: (work) => turns.run(() => work((direct ??= openDirect(filePath, busyTimeoutMs)))),
    close: () => direct?.close(),
  };
}

function openDirect(filePath: string, busyTimeoutMs: number): Database.Database {
  const connection = new Database(filePath, { timeout: busyTimeoutMs });
  connection.pragma("synchronous = NORMAL");
  connection.exec(SECURE_DELETE);
  return connection;
}

/** A DateTime as Prisma's SQLite adapter stores it (ISO 8601 with an explicit UTC offset), so both connections' rows compare alike. */
export function sqliteTimestamp(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}
