import { db } from "@/lib/db/client";

export interface OAuthClientRecord {
  id: string;
  name: string;
  redirectUris: string[];
  grantTypes: string[];
}

/** A registered client, or null. Ids are looked up only when they have our shape, so junk costs no query. */
export async function findClient(clientId: string | null | undefined): Promise<OAuthClientRecord | null> {
  if (!clientId || !/^foyer_mcp_client_[A-Za-z0-9_-]{10,64}$/.test(clientId)) return null;
  const row = await db().oAuthClient.findUnique({ where: { id: clientId }, select: { id: true, name: true, redirectUris: true, grantTypes: true } });
  if (!row) return null;
  return { id: row.id, name: row.name, redirectUris: JSON.parse(row.redirectUris) as string[], grantTypes: row.grantTypes.split(" ") };
}

/** What a person is shown to recognise a client: its self-chosen name and where it sends them. */
export function clientLabel(client: { name: string }, redirectUri: string): { name: string; redirectHost: string } {
  return { name: client.name || "An unnamed application", redirectHost: new URL(redirectUri).host };
}
