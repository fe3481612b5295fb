import { dashboardSession } from "@/lib/auth/dashboard-session";

// Whether the browser's dashboard session is still on, and until when, for the pages' warning before it
// ends (docs/auth.md, "The dashboard session"). Unlike next-auth's /api/auth/session, asking does not
// renew the session: an open page that only watches must not keep its session alive for ever.

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const session = await dashboardSession(request);
  // The server's clock comes along, so the page can measure the time left without trusting its own.
  const now = new Date().toISOString();
  const body = session ? { signedIn: true, expiresAt: session.expiresAt.toISOString(), now } : { signedIn: false, now };
  return Response.json(body, { headers: { "cache-control": "no-store" } });
}
