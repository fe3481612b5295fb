import { choice, flag, millisecondsList, optionalText, port, secret, text, wholeNumber } from "./setting-kinds";
import { accessSettings } from "./settings-schema-access";

// Every setting Foyer reads, declared once: its name, kind, default, bounds and the line the README's
// "Configuration" table is made from (`npm run generate`; `npm run lint` checks the table is current).
// Code reads a setting only through `setting()` (lib/config/settings.ts); a lint rule keeps
// `process.env` inside lib/config.

const DAY_MS = 86_400_000;

const databaseAndServer = {
  DATABASE_URL: text({
    fallback: "file:./data/foyer.db",
    meaning: "`file:<path>` for SQLite (created on first start) or `postgresql://user:password@host:5432/db`.",
  }),
  DATABASE_POOL_SIZE: wholeNumber({ fallback: 10, max: 1_000, meaning: "PostgreSQL connections per process." }),
  DATABASE_POOL_TIMEOUT_MS: wholeNumber({
    fallback: 5_000,
    meaning: "How long a request waits for a PostgreSQL connection (a free one from the pool, or a new one) before it answers `503 SERVICE_UNAVAILABLE`.",
  }),
  PORT: port({ fallback: 3000, meaning: "Port of the app: dashboard, `/v1`, `/healthz`. `0` picks a free port." }),
  MCP_PORT: port({ fallback: 3001, meaning: "Port of the staff tool server's origin. `0` picks a free port." }),
  HOST: text({ fallback: "0.0.0.0", meaning: "Interface to listen on (`127.0.0.1` keeps Foyer to this machine)." }),
  PUBLIC_URL: optionalText({
    defaultInWords: "`http://localhost:$PORT`",
    meaning:
      "The address people and links use: the sign-in pages an assistant sends a person to, links and QR codes in emails, the OpenAPI document's server. With `PORT=0`, the port picked. Every address and its default is read in one place, `lib/config/public-addresses.ts`.",
  }),
  SEED_DEMO: flag({ fallback: true, meaning: "Seed the demo museum into an empty database on start, and print a demo key." }),
  CRON_SECRET: secret({
    meaning:
      "Secret for `GET`/`POST /api/cron/release-expired` (`Authorization: Bearer <secret>`), which releases expired reservations and orders and answers `{ \"released\": n, \"ordersReleased\": m }`. Unset: the route answers 401 to everyone (cron disabled; the in-process sweep still runs).",
  }),
  EXPIRY_SWEEP_SECONDS: wholeNumber({
    fallback: 60,
    min: 0,
    max: 999_999,
    meaning: "How often `npm start` releases expired reservations in-process; `0` turns the sweep off. Holds stop counting at `expiresAt` either way.",
  }),
  VISIT_CLOSE_SECONDS: wholeNumber({
    fallback: 300,
    min: 0,
    max: 999_999,
    meaning:
      "How often `npm start` closes visits never scanned out once their location's closing time has passed (see `VISIT_CLOSE_AFTER_MINUTES`), so inside-now counts them out; `0` turns it off. See [docs/admission.md](docs/admission.md#who-is-inside-now).",
  }),
  VISIT_CLOSE_AFTER_MINUTES: wholeNumber({
    fallback: 60,
    min: 0,
    max: 1440,
    meaning:
      "A visit never scanned out is closed this many minutes after its time slot ends (a ticket without a slot: after the end of its day in the location's time zone).",
  }),
  DAILY_SUMMARY_CHECK_SECONDS: wholeNumber({
    fallback: 300,
    min: 0,
    max: 999_999,
    meaning:
      "How often `npm start` queues the daily summary emails owners and admins asked for, once each museum's day is over (06:00 the next morning in its zone); `0` turns it off. See [docs/reports.md](docs/reports.md#daily-summary).",
  }),
};

const email = {
  EMAIL_TRANSPORT: optionalText({
    pattern: { test: /^(resend|smtp|outbox)$/i, expectation: "resend, smtp or outbox" },
    defaultInWords: "`resend` if `RESEND_API_KEY` is set, else `smtp` if `SMTP_URL` is set, else `outbox`",
    meaning: "How emails leave. `outbox` keeps them in the database only (dev previews).",
  }),
  RESEND_API_KEY: secret({ meaning: "Resend API key, for `EMAIL_TRANSPORT=resend`." }),
  SMTP_URL: secret({ meaning: "`smtp://[user:password@]host[:port]` or `smtps://…`, for `EMAIL_TRANSPORT=smtp`." }),
  EMAIL_FROM: text({ fallback: "Foyer <no-reply@foyer.local>", meaning: "Sender of every email." }),
  EMAIL_POLL_MS: wholeNumber({ fallback: 2_000, meaning: "How often the outbox worker looks for due emails." }),
  EMAIL_RETRY_BASE_MS: wholeNumber({
    fallback: 30_000,
    meaning: "Wait after a failed delivery; doubles per failure, up to `EMAIL_RETRY_MAX_MS`. The third refusal of an email marks it FAILED (kept).",
  }),
  EMAIL_RETRY_MAX_MS: wholeNumber({ fallback: 600_000, meaning: "The longest wait between two attempts." }),
  EMAIL_RETRY_WINDOW_MS: wholeNumber({
    fallback: 3 * DAY_MS,
    defaultInWords: "`259200000` (72 h)",
    meaning:
      "How long after it was queued an email keeps waiting for a transport that cannot be reached (attempts then do not count as refusals); after that it is FAILED.",
  }),
};

const webhooks = {
  WEBHOOK_POLL_MS: wholeNumber({ fallback: 1_000, meaning: "How often the webhook worker looks for due deliveries ([docs/webhooks.md](docs/webhooks.md))." }),
  WEBHOOK_TIMEOUT_MS: wholeNumber({ fallback: 10_000, meaning: "How long a receiver has to answer a webhook." }),
  // 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h until the window closes.
  WEBHOOK_RETRY_WAITS_MS: millisecondsList({
    fallback: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000],
    meaning: "The waits after the 1st, 2nd, … failed delivery; the last repeats.",
  }),
  WEBHOOK_RETRY_WINDOW_MS: wholeNumber({
    fallback: 3 * DAY_MS,
    defaultInWords: "`259200000` (3 days)",
    meaning: "How long after an event a failing delivery keeps being retried; after that it is FAILED.",
  }),
  WEBHOOK_ALLOW_PRIVATE_URLS: flag({
    fallback: false,
    meaning: "`true` lets webhook URLs use http and loopback, private and link-local addresses: for local development and the tests only.",
  }),
};

const admissionKeys = {
  ADMISSION_SIGNING_KEY: secret({
    defaultInWords: "generated into the data folder",
    meaning: "Ed25519 seed (32 bytes, hex or base64) that signs ticket and membership codes. See [docs/admission.md](docs/admission.md#keys).",
  }),
  ADMISSION_SIGNING_KEYS_PREVIOUS: secret({ meaning: "Comma-separated earlier seeds that still verify (for rotation)." }),
  QR_SIGNING_KEY: secret({ meaning: "HMAC key (≥ 32 bytes) that still verifies the v=1 codes of earlier versions; signs nothing." }),
  QR_SIGNING_KEYS_PREVIOUS: secret({ meaning: "Comma-separated earlier HMAC keys that still verify v=1 codes." }),
};

const retentionDays = (fallback: number, what: string) =>
  wholeNumber({
    fallback,
    min: 0,
    meaning: `How many days ${what} are kept; \`0\` keeps them for ever. See [docs/operations.md](docs/operations.md#retention).`,
  });

const operations = {
  EXIT_WITH_PARENT: flag({
    fallback: false,
    meaning: "Stop gracefully when the process that started Foyer is gone (for supervisors and test runners).",
  }),
  TRUST_PROXY: flag({
    fallback: false,
    meaning: "Keep the `X-Forwarded-For` a reverse proxy sets (per-address rate limits read it); otherwise it is the connection's own address.",
  }),
  AUDIT_RETENTION_DAYS: retentionDays(730, "audit values"),
  EMAIL_RETENTION_DAYS: retentionDays(90, "email bodies"),
  WEBHOOK_RETENTION_DAYS: retentionDays(30, "finished webhook deliveries"),
  CHECK_IN_RETENTION_DAYS: retentionDays(365, "check-in details"),
  METRICS_TOKEN: secret({
    meaning:
      "Turns on `GET /metrics` (Prometheus format) for scrapes that send it as a bearer token; unset, the page does not exist. See [docs/operations.md](docs/operations.md#metrics).",
  }),
  LOG_LEVEL: choice({
    values: ["info", "warn", "silent"],
    fallback: "info",
    meaning: "`info`, `warn` or `silent`. Logs are JSON lines on stderr and never contain keys, tokens or database passwords.",
  }),
  LEAN_DISPATCH: choice({
    values: ["on", "off"],
    fallback: "on",
    meaning:
      "`off` leaves `/v1` and `/api/graphql` to Next's router instead of the server's fast path (same answers, more CPU per request; [docs/architecture.md](docs/architecture.md#the-server-layer)).",
  }),
  NEXT_DIST_DIR: text({ fallback: ".next", meaning: "Where the production build goes (lets a test run build beside a running server)." }),
  TEST_DATABASE_URL: optionalText({ meaning: "Tests only: a PostgreSQL server on which each test file creates and drops its own database." }),
  SCHEMA_DIFF_POSTGRES_URL: text({
    fallback: "postgresql://postgres@127.0.0.1:5432/postgres",
    meaning: "Development only: the PostgreSQL that `npm run db:schema` diffs against.",
  }),
};

/** Every setting, in the README's order. */
export const settingsSchema = {
  ...databaseAndServer,
  ...email,
  ...webhooks,
  ...admissionKeys,
  ...operations,
  ...accessSettings,
};

export type SettingName = keyof typeof settingsSchema;
