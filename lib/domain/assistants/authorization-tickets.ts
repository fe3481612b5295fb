import { db } from "@/lib/db/client";
import { hashSecretValue, newSecretValue } from "./oauth-secret";

// An authorization request waiting while the person signs in at the login service (docs/mcp.md,
// "OAuth"): the ticket in the `mcp_oauth` address names it, is stored only as its hash, and is used
// once, when the login service's hand-off reaches /oauth/complete.

const TICKET_PREFIX = "mcp_oauth_";
const TICKET_SHAPE = /^mcp_oauth_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 3600 * 1000;

export interface AuthorizationRequest {
  clientId: string;
  /** The tool server's origin the client used: the issuer of what follows. */
  issuer: string;
  redirectUri: string;
  codeChallenge: string;
  state: string | null;
  scope: string;
  resource: string;
}

/** What a waiting ticket tells the sign-in pages: which application asks, and where it goes. */
export interface WaitingAuthorization {
  clientId: string;
  clientName: string;
  redirectUri: string;
  issuer: string;
  expiresAt: Date;
}

/** Stores a checked authorization request for `lifetimeSeconds` and answers its ticket; tickets older than a day are dropped. */
export async function openAuthorizationTicket(request: AuthorizationRequest & { lifetimeSeconds: number }, now = new Date()): Promise<string> {
  const { lifetimeSeconds, ...stored } = request;
  const ticket = newSecretValue(TICKET_PREFIX);
  await db().oAuthAuthorizationTicket.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - DAY_MS) } } });
  await db().oAuthAuthorizationTicket.create({
    data: { ...stored, ticketHash: hashSecretValue(ticket), expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000), createdAt: now },
  });
  return ticket;
}

/** The ticket's authorization when it is still waiting (unused, unexpired), else null. */
export async function findWaitingAuthorization(ticket: string | null | undefined, now = new Date()): Promise<WaitingAuthorization | null> {
  if (!ticket || !TICKET_SHAPE.test(ticket)) return null;
  const row = await db().oAuthAuthorizationTicket.findUnique({
    where: { ticketHash: hashSecretValue(ticket) },
    include: { client: { select: { name: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  return { clientId: row.clientId, clientName: row.client.name, redirectUri: row.redirectUri, issuer: row.issuer, expiresAt: row.expiresAt };
}

/**
 * Uses up a ticket issued under `issuer` and answers its request, or null when it is unknown, another
 * origin's, expired or already used. One conditional update claims it, so it finishes one sign-in only.
 */
export async function claimAuthorizationTicket({ ticket, issuer }: { ticket: string; issuer: string }, now = new Date()): Promise<AuthorizationRequest | null> {
  const row = await db().oAuthAuthorizationTicket.findUnique({ where: { ticketHash: hashSecretValue(ticket) } });
  if (!row || row.issuer !== issuer || row.expiresAt <= now) return null;
  const claimed = await db().oAuthAuthorizationTicket.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count === 0) return null;
  return {
    clientId: row.clientId,
    issuer: row.issuer,
    redirectUri: row.redirectUri,
    codeChallenge: row.codeChallenge,
    state: row.state,
    scope: row.scope,
    resource: row.resource,
  };
}
