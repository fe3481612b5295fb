import { findWaitingAuthorization } from "@/lib/domain/assistants/authorization-tickets";

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

/** What a person is shown to recognise a client: its self-chosen name and where it sends them. */
function clientLabel(client: { name: string }, redirectUri: string): { name: string; redirectHost: string } {
  return { name: client.name || "An unnamed application", redirectHost: new URL(redirectUri).host };
}

/** The ticket's authorization when it is still waiting (unused, unexpired), else null. */
export async function findPendingAuthorization(ticket: string | null | undefined, now = new Date()): Promise<PendingAuthorization | null> {
  const waiting = await findWaitingAuthorization(ticket, now);
  if (!waiting) return null;
  const label = clientLabel({ name: waiting.clientName }, waiting.redirectUri);
  return { clientId: waiting.clientId, clientName: label.name, redirectHost: label.redirectHost, issuer: waiting.issuer, expiresAt: waiting.expiresAt };
}
