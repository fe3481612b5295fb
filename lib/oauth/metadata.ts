import { oauthEndpoints, resourceFor } from "./mcp-origin";
import { MCP_SCOPE } from "./oauth-config";

/** RFC 8414 authorization server metadata; `issuer` is exactly the origin the client used. */
export function authorizationServerMetadata(origin: string) {
  const endpoints = oauthEndpoints(origin);
  return {
    issuer: origin,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    registration_endpoint: endpoints.registration,
    revocation_endpoint: endpoints.revocation,
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [MCP_SCOPE],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: false,
  };
}

/** RFC 9728 protected resource metadata: this server is the resource and its own authorization server. */
export function protectedResourceMetadata(origin: string) {
  return {
    resource: resourceFor(origin),
    authorization_servers: [origin],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ["header"],
    resource_name: "Foyer staff tools",
  };
}
