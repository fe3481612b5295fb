import { oauthJson } from "@/lib/oauth/oauth-error";
import { corsPreflight, oauthJsonRoute, readForm } from "@/lib/oauth/oauth-route";
import { tokenRequest } from "@/lib/oauth/token-endpoint";

// The token endpoint: authorization_code with PKCE, and refresh_token.
export const POST = oauthJsonRoute(async (request, { origin, ip, requestId }) => {
  const form = await readForm(request);
  return oauthJson(await tokenRequest({ form, authorization: request.headers.get("authorization"), origin, ip }), requestId);
});

export const OPTIONS = () => corsPreflight("POST");
