import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { issueUserToken } from "@/lib/auth/issue-user-token";
import { ConfigError } from "@/lib/config/config-error";
import { disconnectAll } from "@/lib/db/client";
import { progressLine } from "@/lib/db/backup/backup-file";
import { runBackup, runRestore } from "@/lib/db/backup/run-backup";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import { migrate } from "@/lib/db/migrate";
import { seedDemo } from "@/lib/demo/seed-demo";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createMuseum, findMuseumBySlug } from "@/lib/domain/museums/create-museum";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { AppError } from "@/lib/errors/app-error";
import { rotateAdmissionKey } from "@/lib/domain/check-ins/public-admission-keys";

export const CLI_USAGE = `usage: npm run cli -- <command> [options] [--json]
  migrate                                        apply pending database migrations
  seed --demo                                    create the demo museum (once) and a new API key for it
  museum create --name N --slug S                create a museum
  api-key create --museum SLUG [--name N]        create an API key (shown once)
  user create --email E --museum SLUG --role R   create a staff user with a role (OWNER ADMIN EDITOR VIEWER DOOR)
  user token --email E                           print a user access token for the GraphQL API (local use)
  admission-key rotate                           sign new ticket and membership codes with a new key (earlier codes keep working)
  backup --out FILE                              copy the database and the data folder's keys while Foyer runs, with FILE.sha256
  restore --from FILE [--force]                  restore a backup into an empty data folder (--force replaces what is there)`;

interface Output {
  json: unknown;
  text: string;
}

type Command = (options: Record<string, string | boolean | undefined>, err: NodeJS.WritableStream) => Promise<Output>;

const commands: Record<string, Command> = {
  migrate: async () => {
    const result = await migrate();
    return {
      json: result,
      text: result.applied.length
        ? `applied ${result.applied.length} migration(s) to ${result.provider}: ${result.applied.join(", ")}`
        : `${result.provider} database is up to date (${result.alreadyApplied} migrations)`,
    };
  },
  seed: async (options) => {
    if (!options.demo) throw new UsageError("seed needs --demo");
    await migrate();
    const result = await seedDemo();
    return {
      json: result,
      text: `${result.created ? "created" : "kept"} the demo museum "${result.museumSlug}" (${result.museumId})\nnew API key (shown once): ${result.apiKey}`,
    };
  },
  "museum create": async (options) => {
    await migrate();
    const museum = await createMuseum({ name: required(options, "name"), slug: required(options, "slug") });
    return { json: { id: museum.id, slug: museum.slug }, text: `created museum ${museum.slug} (${museum.id})` };
  },
  "api-key create": async (options) => {
    await migrate();
    const museum = await findMuseumBySlug(required(options, "museum"));
    const key = await createApiKey({ museumId: museum.id, name: optional(options, "name") });
    return {
      json: { id: key.id, key: key.key, name: key.name, museumId: museum.id },
      text: `created API key ${key.id} for ${museum.slug} (shown once): ${key.key}`,
    };
  },
  "user create": async (options) => {
    await migrate();
    const museum = await findMuseumBySlug(required(options, "museum"));
    const member = await grantMuseumRole({
      email: required(options, "email"),
      name: optional(options, "name"),
      museumId: museum.id,
      role: required(options, "role").toUpperCase() as "OWNER",
    });
    return {
      json: { id: member.userId, email: member.email, museumId: member.museumId, museumSlug: museum.slug, role: member.role },
      text: `${member.email} is ${member.role} of ${museum.slug}`,
    };
  },
  "user token": async (options, err) => {
    await migrate();
    const token = await issueUserToken(required(options, "email"));
    // stdout stays the bare token for scripts; which server accepts it goes to stderr.
    err.write(`foyer: a token for the server whose login service is ${token.issuer} (set PORT, PUBLIC_URL or AUTH_URL as that server has them)\n`);
    return { json: token, text: token.accessToken };
  },
  "admission-key rotate": async () => {
    const rotation = rotateAdmissionKey();
    return {
      json: rotation,
      text:
        `new admission key ${rotation.newKeyId}; the earlier key ${rotation.retiredKeyId} keeps verifying the codes it signed.\n` +
        "Restart every Foyer server: each signs with the new key from its next start.",
    };
  },
  backup: async (options, err) => {
    const result = await runBackup(required(options, "out"), (done, total) => err.write(`backing up: ${progressLine(done, total)}\n`));
    return {
      json: result,
      text: `backed up to ${result.file} (${result.bytes} bytes, sha256 ${result.sha256}), with ${result.secrets.length} key file(s): ${result.secrets.join(", ") || "none"}.\nIt holds the keys: keep it as safe as the data folder.`,
    };
  },
  restore: async (options) => {
    const result = await runRestore(required(options, "from"), options.force === true);
    return {
      json: result,
      text: `restored ${result.database} (${result.migrations} migrations) and ${result.secrets.length} key file(s); start Foyer to serve it (newer migrations are applied then)`,
    };
  },
};

class UsageError extends Error {}

function required(options: Record<string, string | boolean | undefined>, name: string): string {
  const value = options[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`missing --${name}`);
  return value;
}

function optional(options: Record<string, string | boolean | undefined>, name: string): string | undefined {
  const value = options[name];
  return typeof value === "string" ? value : undefined;
}

/** Runs one CLI command; returns the exit code. Output goes to the given streams. */
export async function runCli(argv: string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  let json = false;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: "boolean" },
        demo: { type: "boolean" },
        name: { type: "string" },
        slug: { type: "string" },
        museum: { type: "string" },
        email: { type: "string" },
        role: { type: "string" },
        out: { type: "string" },
        from: { type: "string" },
        force: { type: "boolean" },
        help: { type: "boolean" },
      },
    });
    json = values.json ?? false;
    if (values.help || positionals.length === 0) {
      out.write(`${CLI_USAGE}\n`);
      return values.help ? 0 : 2;
    }
    const command = commands[positionals.join(" ")];
    if (!command) throw new UsageError(`unknown command "${positionals.join(" ")}"`);
    parseDatabaseUrl();
    const result = await command(values, err);
    out.write(json ? `${JSON.stringify(result.json)}\n` : `${result.text}\n`);
    return 0;
  } catch (error) {
    const message = describeCliError(error);
    err.write(`foyer: ${message}\n`);
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      err.write(`${CLI_USAGE}\n`);
      return 2;
    }
    return 1;
  } finally {
    await disconnectAll();
  }
}

function describeCliError(error: unknown): string {
  if (error instanceof ZodError) {
    return error.issues.map((issue) => `${issue.path.join(".") || "input"}: ${issue.message}`).join("; ");
  }
  if (error instanceof AppError || error instanceof ConfigError || error instanceof UsageError) return error.message;
  return (error as Error).message?.split("\n").find((line) => line.trim() !== "") ?? String(error);
}
