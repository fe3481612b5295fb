// A problem an operator can fix (bad setting, unreachable database, port in use). The CLI and
// `npm start` print its message as one line and exit non-zero instead of showing a stack trace.
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}
