import { protectedResourceMetadata } from "@/lib/oauth/metadata";
import { corsPreflight, oauthJsonRoute } from "@/lib/oauth/oauth-route";

// RFC 9728 metadata of the tool server as a protected resource (docs/mcp.md).
export const GET = oauthJsonRoute(async (_request, { origin }) =>
  Response.json(protectedResourceMetadata(origin), { headers: { "cache-control": "public, max-age=300" } }),
);

export const OPTIONS = () => corsPreflight("GET");
