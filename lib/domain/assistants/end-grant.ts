import type { Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";

// Ending an assistant's authorization (docs/mcp.md, "Disconnecting an assistant"): the grant and every
// token it issued are marked revoked in one transaction, so an access token and its refresh family
// stop at once. The token endpoint, RFC 7009 revocation and the dashboard's "Disconnect" end grants here.

/** Ends a grant and every token it issued (code replay, refresh reuse, revocation, a disconnect). */
export async function endGrant(grantId: string, now = new Date(), tx?: Tx): Promise<void> {
  await inTransaction(tx, async (client) => {
    await client.oAuthGrant.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: now } });
    await client.oAuthToken.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: now } });
  });
}
