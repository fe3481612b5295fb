import { choice, flag, optionalText, secret, wholeNumber, type SettingKind } from "./setting-kinds";

// The settings of who may come in and how often: rate limits, the staff tool server, the login service
// and the dashboard's sessions. Part of the one schema in settings-schema.ts.

const FIFTEEN_MINUTES = 15 * 60;

/** A per-address limit of a sign-in endpoint: `<NAME>_MAX` requests per `<NAME>_WINDOW_SECONDS`. */
function perWindowLimit<const N extends string>(
  name: N,
  max: number,
  what: string,
  doc: string,
): Record<`${N}_MAX` | `${N}_WINDOW_SECONDS`, SettingKind<number>> {
  return {
    [`${name}_MAX`]: wholeNumber({ fallback: max, meaning: `Requests per window ${what} (see ${doc}).` }),
    [`${name}_WINDOW_SECONDS`]: wholeNumber({ fallback: FIFTEEN_MINUTES, meaning: `The window of \`${name}_MAX\`, in seconds.` }),
  } as Record<`${N}_MAX` | `${N}_WINDOW_SECONDS`, SettingKind<number>>;
}

const MCP_DOC = "[docs/mcp.md](docs/mcp.md)";
const AUTH_DOC = "[docs/auth.md](docs/auth.md)";

const rateLimits = {
  RATE_LIMITS: choice({
    values: ["on", "off"],
    fallback: "on",
    meaning: "`off` turns every limit below off (the benchmark does). See [docs/reliability.md](docs/reliability.md#rate-limits).",
  }),
  RATE_LIMIT_API_KEY_PER_SECOND: wholeNumber({
    fallback: 3_000,
    meaning: "Requests per second per API key on `/v1`, across all processes (a ticket drop: bursts of several hundred, 2,000/s sustained).",
  }),
  RATE_LIMIT_USER_PER_SECOND: wholeNumber({
    fallback: 50,
    meaning: "Requests per second per signed-in user: GraphQL, the dashboard's routes and MCP tool server requests together (an MCP request that only sets up or keeps a connection counts against the next limit instead).",
  }),
  RATE_LIMIT_MCP_PROTOCOL_PER_SECOND: wholeNumber({
    fallback: 500,
    meaning:
      "MCP tool server requests per second per signed-in user that only set up or keep a connection (`initialize`, `ping`, `tools/list`, notifications), so a client can talk at protocol speed while its tool calls count against the user's limit.",
  }),
  RATE_LIMIT_IP_PER_SECOND: wholeNumber({ fallback: 5_000, meaning: "Requests per second per client address, on every path of both origins." }),
  RATE_LIMIT_FAILED_AUTH_PER_MINUTE: wholeNumber({
    fallback: 20,
    meaning:
      "`/v1` requests per minute per client address whose key is refused; past it the address gets `429` on `/v1`, valid keys included, until the minute ends.",
  }),
  // A window is one second, so a flush must come at least once in it.
  RATE_LIMIT_FLUSH_MS: wholeNumber({
    fallback: 100,
    max: 1_000,
    meaning: "How often each process adds its counts to the shared store and reads the totals back (at most 1000).",
  }),
  REDIS_URL: optionalText({
    pattern: { test: /^rediss?:\/\//, expectation: "an address starting with redis:// or rediss://" },
    meaning: "`redis://…`: keep the rate limits' counts in Redis instead of the database.",
  }),
};

const staffToolServer = {
  MCP_ORIGIN: optionalText({
    defaultInWords: "`http://localhost:$MCP_PORT`",
    meaning: `The staff tool server's public origin: the OAuth issuer and resource. Set it for hosted use (${MCP_DOC}).`,
  }),
  MCP_ALLOW_USER_TOKENS: flag({
    fallback: true,
    meaning: "Accept login-service user tokens directly on the tool server (local use). Set `false` when hosted.",
  }),
  MCP_OAUTH_SECRET: secret({
    defaultInWords: "generated into the data folder",
    meaning: "At least 32 characters. Seals the login service's hand-off and encrypts stored user tokens.",
  }),
  MCP_ACCESS_TOKEN_TTL_SECONDS: wholeNumber({ fallback: 900, meaning: "Upper bound of a tool server access token's life." }),
  MCP_REFRESH_GRACE_SECONDS: wholeNumber({
    fallback: 30,
    min: 0,
    meaning: "How long after a refresh token's rotation a replay of it is only refused, not taken as reuse that revokes the authorization.",
  }),
  // Clients register again on every connection and a person may connect many times while trying an
  // assistant out; the limits stop floods, not people (docs/mcp.md, "Limits").
  ...perWindowLimit("MCP_OAUTH_REGISTER_LIMIT", 120, "per client address to `/oauth/register`", MCP_DOC),
  ...perWindowLimit("MCP_OAUTH_AUTHORIZE_LIMIT", 120, "per client address to `/oauth/authorize`", MCP_DOC),
  ...perWindowLimit("MCP_OAUTH_COMPLETE_LIMIT", 60, "per client address to `/oauth/complete`", MCP_DOC),
  ...perWindowLimit("MCP_OAUTH_TOKEN_LIMIT", 240, "per client address to `/oauth/token`", MCP_DOC),
};

const loginService = {
  AUTH_URL: optionalText({
    defaultInWords: "`PUBLIC_URL` + `/auth`",
    meaning: `The login service's address and the \`iss\` of every access token (${AUTH_DOC}).`,
  }),
  AUTH_AUDIENCE: optionalText({ defaultInWords: "`PUBLIC_URL` + `/api/graphql`", meaning: "The `aud` of every access token: the GraphQL API." }),
  AUTH_SECRET: secret({
    defaultInWords: "generated into the data folder",
    meaning: "At least 32 characters. Keys the stored hashes of sign-in codes and the dashboard's session key.",
  }),
  AUTH_SIGNING_KEY: secret({
    defaultInWords: "generated into the data folder",
    meaning: "P-256 private key (PKCS8 PEM) that signs access tokens.",
  }),
  AUTH_SIGNING_KEYS_PREVIOUS: secret({ meaning: "Earlier signing keys (PEMs one after another) still published for verification, for rotation." }),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber({ fallback: 900, meaning: "Life of an access token." }),
  REFRESH_TOKEN_TTL_SECONDS: wholeNumber({ fallback: 30 * 86_400, defaultInWords: "`2592000` (30 days)", meaning: "Life of a refresh token." }),
  ...perWindowLimit("AUTH_OTP_EMAIL_LIMIT", 5, "per email address asking for sign-in codes", AUTH_DOC),
  ...perWindowLimit("AUTH_OTP_IP_LIMIT", 20, "per client address asking for sign-in codes", AUTH_DOC),
  ...perWindowLimit("AUTH_VERIFY_IP_LIMIT", 30, "per client address entering sign-in codes", AUTH_DOC),
  ...perWindowLimit("AUTH_REFRESH_IP_LIMIT", 120, "per client address refreshing tokens", AUTH_DOC),
  NEXTAUTH_URL: optionalText({
    defaultInWords: "`PUBLIC_URL` + `/api/auth`",
    meaning: "The dashboard session's address; over https the session cookies are `Secure` and `__Host-` prefixed.",
  }),
};

export const accessSettings = { ...rateLimits, ...staffToolServer, ...loginService };
