import { setting } from "@/lib/config/settings";

// Structured log lines on stderr. Callers pass facts, never secrets: API keys, tokens and database
// passwords must not reach a log line.
type Level = "info" | "warn" | "error";

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = setting("LOG_LEVEL");
  if (threshold === "silent" || (level === "info" && threshold === "warn")) return;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
}

export const logger = {
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorValue: String(error) };
}
