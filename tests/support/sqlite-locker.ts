import { spawn } from "node:child_process";

// Another process that holds a SQLite file's write lock (BEGIN EXCLUSIVE, as a backup tool, a long
// CLI job or a second server would) until the test lets it go.

export interface SqliteLock {
  release(): Promise<void>;
}

const LOCKER = `
const Database = require("better-sqlite3");
const database = new Database(process.argv[1]);
database.exec("BEGIN EXCLUSIVE");
process.stdout.write("locked\\n");
process.stdin.once("data", () => {
  database.exec("COMMIT");
  database.close();
  process.exit(0);
});
`;

export function lockSqliteFile(filePath: string): Promise<SqliteLock> {
  const child = spawn(process.execPath, ["-e", LOCKER, filePath], { cwd: process.cwd(), stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the locker did not take the lock within 30 s: ${output}`));
    }, 30_000);
    child.stdout.once("data", () => {
      clearTimeout(timer);
      resolve({
        release: async () => {
          child.stdin.write("release\n");
          const code = await exited;
          if (code !== 0) throw new Error(`the locker exited with ${code}: ${output}`);
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the locker exited with ${code} before taking the lock: ${output}`));
    });
  });
}
