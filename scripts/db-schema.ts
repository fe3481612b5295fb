// Keeps the provider schemas and their migration folders in step with prisma/models.prisma.
//   npm run db:schema -- generate         write prisma/<provider>/schema.prisma
//   npm run db:schema -- migration <name> write a migration for each provider from the last snapshot
//   npm run db:schema -- check            exit 1 when a schema or a migration is missing (CI)
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
const providers = ["sqlite", "postgresql"] as const;
type Provider = (typeof providers)[number];

const placeholderUrl: Record<Provider, string> = {
  sqlite: "file:./unused.db",
  postgresql: "postgresql://unused@localhost/unused",
};

function header(provider: Provider): string {
  return `// Generated from prisma/models.prisma by \`npm run db:schema -- generate\`. Do not edit.
// The url is never used: Foyer connects through a driver adapter chosen by DATABASE_URL.

datasource db {
  provider = "${provider}"
  url      = "${placeholderUrl[provider]}"
}

generator client {
  provider            = "prisma-client"
  engineType          = "client"
  output              = "../../lib/db/generated/${provider}"
  moduleFormat        = "esm"
  importFileExtension = ""
}

`;
}

const schemaPath = (p: Provider) => join(root, "prisma", p, "schema.prisma");
const migrationsDir = (p: Provider) => join(root, "prisma", p, "migrations");
const snapshotPath = (p: Provider) => join(migrationsDir(p), "schema.snapshot.prisma");

function expectedSchema(provider: Provider): string {
  return header(provider) + readFileSync(join(root, "prisma", "models.prisma"), "utf8");
}

function prisma(provider: Provider, args: string[]): { status: number; stdout: string } {
  try {
    const stdout = execFileSync(
      join(root, "node_modules", ".bin", "prisma"),
      [...args, "--config", join(root, "prisma", `${provider}.config.ts`)],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    return { status: 0, stdout };
  } catch (error) {
    const failure = error as { status?: number; stdout?: string; stderr?: string };
    if (failure.status === 2) return { status: 2, stdout: failure.stdout ?? "" };
    throw new Error(`prisma ${args.join(" ")} failed:\n${failure.stderr ?? ""}${failure.stdout ?? ""}`);
  }
}

function diffArgs(provider: Provider, exitCode: boolean): string[] {
  const from = existsSync(snapshotPath(provider))
    ? ["--from-schema-datamodel", snapshotPath(provider)]
    : ["--from-empty"];
  return ["migrate", "diff", ...from, "--to-schema-datamodel", schemaPath(provider), "--script", ...(exitCode ? ["--exit-code"] : [])];
}

function generate(): void {
  for (const provider of providers) {
    mkdirSync(join(root, "prisma", provider), { recursive: true });
    writeFileSync(schemaPath(provider), expectedSchema(provider));
    console.log(`wrote prisma/${provider}/schema.prisma`);
  }
}

function migration(name: string | undefined): void {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("usage: npm run db:schema -- migration <name>   (lower-case letters, digits and _)");
  }
  generate();
  const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
  for (const provider of providers) {
    const { stdout } = prisma(provider, diffArgs(provider, false));
    if (!/^\s*(CREATE|ALTER|DROP|PRAGMA|INSERT|UPDATE|DELETE)/im.test(stdout)) {
      console.log(`${provider}: no changes since the last migration`);
      continue;
    }
    const folder = join(migrationsDir(provider), `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "migration.sql"), stdout.replace(/^.*Loaded Prisma config.*\n/m, ""));
    copyFileSync(schemaPath(provider), snapshotPath(provider));
    console.log(`${provider}: wrote ${folder.slice(root.length + 1)}/migration.sql`);
  }
}

function check(): void {
  const problems: string[] = [];
  for (const provider of providers) {
    if (!existsSync(schemaPath(provider)) || readFileSync(schemaPath(provider), "utf8") !== expectedSchema(provider)) {
      problems.push(`prisma/${provider}/schema.prisma is not generated from prisma/models.prisma (run: npm run db:schema -- generate)`);
      continue;
    }
    const folders = existsSync(migrationsDir(provider))
      ? readdirSync(migrationsDir(provider)).filter((entry) => existsSync(join(migrationsDir(provider), entry, "migration.sql")))
      : [];
    if (folders.length === 0) {
      problems.push(`prisma/${provider}/migrations has no migrations (run: npm run db:schema -- migration init)`);
      continue;
    }
    if (prisma(provider, diffArgs(provider, true)).status === 2) {
      problems.push(`prisma/${provider}: the model changed since the last migration (run: npm run db:schema -- migration <name>)`);
    }
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(`schema check: ${problem}`);
    process.exit(1);
  }
  console.log("schema check: provider schemas and migrations match prisma/models.prisma");
}

const [command, argument] = process.argv.slice(2);
try {
  if (command === "generate") generate();
  else if (command === "migration") migration(argument);
  else if (command === "check") check();
  else throw new Error("usage: npm run db:schema -- generate | migration <name> | check");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
