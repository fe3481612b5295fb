import { beforeAll, describe, expect, it } from "vitest";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";
import { oauthEndpoints } from "../support/oauth-endpoints";

// The dashboard's Assistants page (docs/mcp.md, "Disconnecting an assistant"): owners and admins see the
// assistants their staff connected, with the person and the last use, and disconnect one at once;
// another museum's owner neither sees nor disconnects it; editors are refused.

describe.each(testProviders())("connected assistants on %s", (provider) => {
  const editor = "rita@assistants.test";
  const owner = "olga@assistants.test";
  const stranger = "bob@assistants-other.test";
  const foyer = useFoyer(provider, {
    museums: ["assistants", "assistants-other"],
    staff: [
      { email: editor, museum: "assistants", role: "EDITOR" },
      { email: owner, museum: "assistants", role: "OWNER" },
      { email: stranger, museum: "assistants-other", role: "OWNER" },
    ],
    env: { TRUST_PROXY: "true", MCP_ALLOW_USER_TOKENS: "false", AUTH_OTP_EMAIL_LIMIT_MAX: "100" },
  });
  const oauth = oauthEndpoints(() => foyer, editor, "198.51.103");
  const cookies = new Map<string, string>();

  const dashboard = (who: string, path: string, init: { method?: string; museum?: string } = {}) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${foyer.museum(init.museum ?? "assistants").museumId}/${path}`, {
      method: init.method ?? "GET",
      headers: { cookie: cookies.get(who)!, origin: foyer.baseUrl },
    });

  beforeAll(async () => {
    for (const email of [editor, owner, stranger]) cookies.set(email, await signInToDashboard(foyer.baseUrl, email));
  });

  it("lists the editor's assistant with its last use, walls it off, and disconnects it at once", async () => {
    const issued = await oauth.freshCode();
    const tokens = (await oauth.exchange(issued)).body;
    expect((await oauth.mcpCall(tokens.access_token)).status).toBe(200);

    const listed = await dashboard(owner, "assistants");
    expect(listed.status).toBe(200);
    const { list } = await listed.json();
    const row = list.find((item: { person: { email: string } }) => item.person.email === editor);
    expect(row).toMatchObject({ assistantName: "Endpoint tests", person: { email: editor }, connectedAt: expect.any(String), lastUsedAt: expect.any(String) });

    expect((await dashboard(editor, "assistants")).status, "an editor may not see them").toBe(403);
    const elsewhere = await (await dashboard(stranger, "assistants", { museum: "assistants-other" })).json();
    expect(elsewhere.list.map((item: { id: string }) => item.id)).not.toContain(row.id);
    const borrowed = await dashboard(stranger, `assistants/${row.id}`, { method: "DELETE", museum: "assistants-other" });
    expect(borrowed.status, "another museum's owner cannot disconnect it").toBe(404);
    expect((await oauth.mcpCall(tokens.access_token)).status).toBe(200);

    const disconnected = await dashboard(owner, `assistants/${row.id}`, { method: "DELETE" });
    expect(disconnected.status).toBe(200);
    expect((await oauth.mcpCall(tokens.access_token)).status).toBe(401);
    const refreshed = await oauth.token({ grant_type: "refresh_token", client_id: issued.clientId, refresh_token: tokens.refresh_token });
    expect(refreshed.body.error).toBe("invalid_grant");
    const after = await (await dashboard(owner, "assistants")).json();
    expect(after.list.map((item: { id: string }) => item.id)).not.toContain(row.id);
    expect((await dashboard(owner, `assistants/${row.id}`, { method: "DELETE" })).status, "a disconnected assistant is gone").toBe(404);

    const audit = await (await dashboard(owner, "audit-entries?entity=assistant")).json();
    expect(audit.list[0]).toMatchObject({ entity: "assistant", entityId: row.id, action: "revoke" });
  });
});
