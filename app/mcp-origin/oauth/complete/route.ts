import { completeAuthorization } from "@/lib/oauth/complete-authorization";
import { oauthPageRoute, readForm } from "@/lib/oauth/oauth-route";

// The login service posts the signed-in user here (through the browser, sealed); the browser goes on to the client.
export const POST = oauthPageRoute(async (request, { origin, ip }) => {
  const form = await readForm(request);
  const decision = form.get("decision");
  const location = await completeAuthorization({
    assertion: form.get("assertion"),
    decision: decision === "allow" || decision === "deny" ? decision : null,
    origin,
    ip,
  });
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
});
