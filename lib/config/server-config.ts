import { ConfigError } from "./config-error";

export interface ServerConfig {
  host: string;
  port: number;
  mcpPort: number;
  publicUrl: string;
  seedDemo: boolean;
  /** Keep the X-Forwarded-For a proxy in front of Foyer sets; otherwise it is the socket's address. */
  trustProxy: boolean;
  /** Stop when the process that started this one is gone (for supervisors and test runners). */
  exitWithParent: boolean;
}

function portFrom(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  if (!/^\d{1,5}$/.test(raw.trim()) || Number(raw) > 65_535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function flagFrom(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "on", "yes"].includes(raw)) return true;
  if (["0", "false", "off", "no"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** The settings `npm start` reads; every one is listed with its default in the README. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portFrom("PORT", 3000, env);
  const mcpPort = portFrom("MCP_PORT", 3001, env);
  if (port !== 0 && port === mcpPort) throw new ConfigError(`PORT and MCP_PORT must differ (both are ${port})`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) origin, got "${env.PUBLIC_URL}"`);
  return {
    host: env.HOST?.trim() || "0.0.0.0",
    port,
    mcpPort,
    publicUrl,
    seedDemo: flagFrom("SEED_DEMO", true, env),
    trustProxy: flagFrom("TRUST_PROXY", false, env),
    exitWithParent: flagFrom("EXIT_WITH_PARENT", false, env),
  };
}
