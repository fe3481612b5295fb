import { oauthJson } from "@/lib/oauth/oauth-error";
import { corsPreflight, oauthJsonRoute } from "@/lib/oauth/oauth-route";
import { readClientMetadata, registerClient } from "@/lib/oauth/register-client";

// Dynamic client registration (RFC 7591) for public clients.
export const POST = oauthJsonRoute(async (request, { ip, requestId }) =>
  oauthJson(await registerClient({ body: await readClientMetadata(request), ip }), requestId, 201),
);

export const OPTIONS = () => corsPreflight("POST");
