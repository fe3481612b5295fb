import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";

// The applications assistants register as (docs/mcp.md, "OAuth"): public clients, known by an id
// this server makes up. What a client may ask for is checked by lib/oauth before it is stored.

export interface OAuthClientRecord {
  id: string;
  name: string;
  redirectUris: string[];
  grantTypes: string[];
}

export interface NewOAuthClient {
  name: string;
  redirectUris: string[];
  grantTypes: string[];
  scope: string;
  clientUri: string | null;
  logoUri: string | null;
  softwareId: string | null;
  softwareVersion: string | null;
}

const CLIENT_ID_PREFIX = "foyer_mcp_client_";
const CLIENT_ID_SHAPE = /^foyer_mcp_client_[A-Za-z0-9_-]{10,64}$/;

/** Stores a client and answers its new id. */
export async function registerOAuthClient(client: NewOAuthClient, now = new Date()): Promise<string> {
  const created = await db().oAuthClient.create({
    data: {
      ...client,
      id: `${CLIENT_ID_PREFIX}${randomBytes(16).toString("base64url")}`,
      redirectUris: JSON.stringify(client.redirectUris),
      grantTypes: client.grantTypes.join(" "),
      createdAt: now,
    },
    select: { id: true },
  });
  return created.id;
}

/** A registered client, or null. Ids are looked up only when they have our shape, so junk costs no query. */
export async function findOAuthClient(clientId: string | null | undefined): Promise<OAuthClientRecord | null> {
  if (!clientId || !CLIENT_ID_SHAPE.test(clientId)) return null;
  const row = await db().oAuthClient.findUnique({ where: { id: clientId }, select: { id: true, name: true, redirectUris: true, grantTypes: true } });
  if (!row) return null;
  return { id: row.id, name: row.name, redirectUris: JSON.parse(row.redirectUris) as string[], grantTypes: row.grantTypes.split(" ") };
}
