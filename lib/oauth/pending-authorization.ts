import { db } from "@/lib/db/client";
import { clientLabel } from "./find-client";
import { hashSecretValue } from "./oauth-secrets";

// What the login service needs to know about an `mcp_oauth` ticket while the person signs in: which
// application asks, where it will send them, and which tool server (origin) to post the result to.

export interface PendingAuthorization {
  clientId: string;
  clientName: string;
  redirectHost: string;
  /** The tool server's origin the client used; /oauth/complete is posted there. */
  issuer: string;
  expiresAt: Date;
}

const TICKET_SHAPE = /^mcp_oauth_[A-Za-z0-9_-]{43}$/;

/** The ticket's authorization when it is still waiting (unused, unexpired), else null. */
export async function findPendingAuthorization(ticket: string | null | undefined, now = new Date()): Promise<PendingAuthorization | null> {
  if (!ticket || !TICKET_SHAPE.test(ticket)) return null;
  const row = await db().oAuthAuthorizationTicket.findUnique({
    where: { ticketHash: hashSecretValue(ticket) },
    include: { client: { select: { name: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  const label = clientLabel(row.client, row.redirectUri);
  return { clientId: row.clientId, clientName: label.name, redirectHost: label.redirectHost, issuer: row.issuer, expiresAt: row.expiresAt };
}

/** Whether the user has already allowed this client (consent is asked once per client). */
export async function hasConsented(userId: string, clientId: string): Promise<boolean> {
  return (await db().oAuthConsent.count({ where: { userId, clientId } })) > 0;
}
