import { ConfigError } from "./config-error";
import { checkPublicAddresses } from "./public-addresses";
import { checkSettings, setting, type SettingsSource } from "./settings";

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

/** The settings `npm start` serves with, after checking every setting (lib/config/settings-schema.ts). */
export function readServerConfig(env: SettingsSource = process.env): ServerConfig {
  checkSettings(env);
  const port = setting("PORT", env);
  const mcpPort = setting("MCP_PORT", env);
  if (port !== 0 && port === mcpPort) throw new ConfigError(`PORT and MCP_PORT must differ (both are ${port})`);
  checkPublicAddresses(env);
  return {
    host: setting("HOST", env),
    port,
    mcpPort,
    seedDemo: setting("SEED_DEMO", env),
    trustProxy: setting("TRUST_PROXY", env),
    exitWithParent: setting("EXIT_WITH_PARENT", env),
  };
}
