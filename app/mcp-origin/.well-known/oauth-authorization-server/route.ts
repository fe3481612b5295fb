import { authorizationServerMetadata } from "@/lib/oauth/metadata";
import { corsPreflight, oauthJsonRoute } from "@/lib/oauth/oauth-route";

// RFC 8414 metadata of the tool server's authorization server (docs/mcp.md).
export const GET = oauthJsonRoute(async (_request, { origin }) =>
  Response.json(authorizationServerMetadata(origin), { headers: { "cache-control": "public, max-age=300" } }),
);

export const OPTIONS = () => corsPreflight("GET");
