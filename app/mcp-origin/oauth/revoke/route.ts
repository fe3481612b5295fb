import { corsPreflight, oauthJsonRoute, readForm } from "@/lib/oauth/oauth-route";
import { revokeToken } from "@/lib/oauth/revoke-token";

// Token revocation (RFC 7009): 200 with an empty body, whether or not the token was one of this client's.
export const POST = oauthJsonRoute(async (request, { origin, ip }) => {
  await revokeToken({ form: await readForm(request), authorization: request.headers.get("authorization"), origin, ip });
  return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
});

export const OPTIONS = () => corsPreflight("POST");
