import { z } from "zod";
import { registerOAuthClient } from "@/lib/domain/assistants/oauth-clients";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { parseJsonBody, readBodyText } from "@/lib/http/read-body";
import { MCP_SCOPE, mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
import { redirectUriProblem } from "./redirect-uris";

// Dynamic client registration (RFC 7591) for public clients: no secret is issued, and the client
// proves itself with PKCE instead. Unknown metadata fields are ignored, as RFC 7591 2 asks.

const SUPPORTED_GRANTS = ["authorization_code", "refresh_token"] as const;

const optionalText = z.string().trim().max(200).optional();
const optionalHttpsUrl = z
  .string()
  .max(2000)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", "must be an https URL")
  .optional();

const clientMetadata = z.object({
  redirect_uris: z.array(z.string()).min(1, "at least one redirect URI is required").max(10, "at most 10 redirect URIs"),
  client_name: optionalText,
  client_uri: optionalHttpsUrl,
  logo_uri: optionalHttpsUrl,
  scope: z.string().max(1000).optional(),
  grant_types: z.array(z.string()).min(1).optional(),
  response_types: z.array(z.string()).min(1).optional(),
  token_endpoint_auth_method: z.string().optional(),
  software_id: optionalText,
  software_version: optionalText,
});

export interface RegisteredClient {
  client_id: string;
  client_id_issued_at: number;
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: ["code"];
  token_endpoint_auth_method: "none";
  scope: string;
  software_id?: string;
  software_version?: string;
}

function invalidMetadata(description: string): OAuthError {
  return new OAuthError("invalid_client_metadata", description);
}

/** The registration body: JSON, within the size limit; anything else is invalid_client_metadata. */
export async function readClientMetadata(request: Request): Promise<unknown> {
  try {
    return parseJsonBody(request, await readBodyText(request));
  } catch {
    throw invalidMetadata("The body must be a JSON object of client metadata (application/json).");
  }
}

function parseMetadata(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidMetadata("The body must be a JSON object of client metadata.");
  const redirectUris = (body as { redirect_uris?: unknown }).redirect_uris;
  if (redirectUris === undefined) throw new OAuthError("invalid_redirect_uri", "redirect_uris is required.");
  const parsed = clientMetadata.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".");
    const code = field.startsWith("redirect_uris") ? "invalid_redirect_uri" : "invalid_client_metadata";
    throw new OAuthError(code, `${field || "metadata"}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Registers a client. RFC 7591 lets the server replace requested values with what it supports, and
 * clients use what the answer says: the scope is always the service's one scope, and every client is
 * public (`token_endpoint_auth_method` "none", proven with PKCE), whatever method it asked for. Many
 * clients ask for `client_secret_post` by default and work as public clients when answered so.
 */
export async function registerClient({ body, ip }: { body: unknown; ip: string }, now = new Date()): Promise<RegisteredClient> {
  await enforceExactLimit("oauth-register-ip", ip, mcpConfig().registerPerIp);
  const metadata = parseMetadata(body);
  for (const uri of metadata.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError("invalid_redirect_uri", problem);
  }
  const grantTypes = [...new Set(metadata.grant_types ?? ["authorization_code"])];
  const unsupported = grantTypes.filter((grant) => !(SUPPORTED_GRANTS as readonly string[]).includes(grant));
  if (unsupported.length > 0) throw invalidMetadata(`Unsupported grant_types: ${unsupported.join(", ")}. Supported: ${SUPPORTED_GRANTS.join(", ")}.`);
  if (!grantTypes.includes("authorization_code")) throw invalidMetadata("grant_types must include authorization_code.");
  if (metadata.response_types && metadata.response_types.some((type) => type !== "code")) throw invalidMetadata('The only response type is "code".');
  const clientId = await registerOAuthClient(
    {
      name: metadata.client_name ?? "",
      redirectUris: metadata.redirect_uris,
      grantTypes,
      scope: MCP_SCOPE,
      clientUri: metadata.client_uri ?? null,
      logoUri: metadata.logo_uri ?? null,
      softwareId: metadata.software_id ?? null,
      softwareVersion: metadata.software_version ?? null,
    },
    now,
  );
  return {
    client_id: clientId,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    ...(metadata.client_name ? { client_name: metadata.client_name } : {}),
    ...(metadata.client_uri ? { client_uri: metadata.client_uri } : {}),
    ...(metadata.logo_uri ? { logo_uri: metadata.logo_uri } : {}),
    redirect_uris: metadata.redirect_uris,
    grant_types: grantTypes,
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: MCP_SCOPE,
    ...(metadata.software_id ? { software_id: metadata.software_id } : {}),
    ...(metadata.software_version ? { software_version: metadata.software_version } : {}),
  };
}
