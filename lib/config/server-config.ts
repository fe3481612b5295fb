import { ConfigError } from "./config-error";
import { flagSetting, portSetting } from "./env-values";
import { checkPublicAddresses, DEFAULT_MCP_PORT, DEFAULT_PORT } from "./public-addresses";

export interface ServerConfig {
  host: string;
  port: number;
  mcpPort: number;
  seedDemo: boolean;
  /** Keep the X-Forwarded-For a proxy in front of Foyer sets; otherwise it is the socket's address. */
  trustProxy: boolean;
  /** Stop when the process that started this one is gone (for supervisors and test runners). */
  exitWithParent: boolean;
}

/** The settings `npm start` reads; every one is listed with its default in the README. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portSetting(env, "PORT", DEFAULT_PORT);
  const mcpPort = portSetting(env, "MCP_PORT", DEFAULT_MCP_PORT);
  if (port !== 0 && port === mcpPort) throw new ConfigError(`PORT and MCP_PORT must differ (both are ${port})`);
  checkPublicAddresses(env);
  return {
    host: env.HOST?.trim() || "0.0.0.0",
    port,
    mcpPort,
    seedDemo: flagSetting(env, "SEED_DEMO", true),
    trustProxy: flagSetting(env, "TRUST_PROXY", false),
    exitWithParent: flagSetting(env, "EXIT_WITH_PARENT", false),
  };
}
