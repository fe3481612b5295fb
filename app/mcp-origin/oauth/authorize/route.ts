import { oauthPageRoute } from "@/lib/oauth/oauth-route";
import { startAuthorization } from "@/lib/oauth/start-authorization";

// The authorization endpoint: on to the login service, back to the client with an error, or an error page.
export const GET = oauthPageRoute(async (request, { origin, ip }) => {
  const location = await startAuthorization({ params: new URL(request.url).searchParams, origin, ip });
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
});
