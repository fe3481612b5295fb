import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { useToolClients } from "../support/mcp-tool-checks";
import { createMember, type Member } from "../support/membership-fixtures";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// What the staff tools refuse (docs/mcp.md, "Which tools a user sees" and "Errors"): every changing
// tool to a viewer, another museum's records, and arguments that do not fit, each as a tool error with
// its code, changing nothing.

const PUBLIC_URL = "https://tools.example-museum.org";

describe.each(testProviders())("what the staff tools refuse on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-tools", "mcp-tools-other"],
    staff: [
      { email: "edith@tools.test", museum: "mcp-tools", role: "EDITOR" },
      { email: "vera@tools.test", museum: "mcp-tools", role: "VIEWER" },
      // Vera may change another museum, so the changing tools are hers to call (tools/list shows only
      // the tools some role of the user allows).
      { email: "vera@tools.test", museum: "mcp-tools-other", role: "EDITOR" },
      { email: "otto@tools.test", museum: "mcp-tools-other", role: "OWNER" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("mcp-tools");
  const other = foyer.museum("mcp-tools-other");
  let ticketing: Ticketing;
  let member: Member;
  let renewing: Member;
  let editor: Client;
  let viewer: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    ticketing = await createTicketing(museum.museumId, { capacity: 12 });
    member = await createMember(museum.museumId, { customerName: "Ada Lovelace", email: "ada@tools.test" });
    renewing = await createMember(museum.museumId, { customerName: "Grace Hopper", email: "grace@tools.test", autoRenew: true, membershipName: "Monthly" });
    editor = await tools.signIn("edith@tools.test", "192.0.2.1");
    viewer = await tools.signIn("vera@tools.test", "192.0.2.2");
  });

  it("refuses every modifying tool to a viewer with a permission error, and changes nothing", async () => {
    const counts = async () => ({
      events: await db().event.count({ where: { museumId: museum.museumId } }),
      slots: await db().timeSlot.count({ where: { museumId: museum.museumId } }),
      types: await db().ticketType.count({ where: { museumId: museum.museumId } }),
      emails: await db().emailOutbox.count({ where: { museumId: museum.museumId } }),
    });
    const before = await counts();
    const calls: [string, Record<string, unknown>][] = [
      ["create_event", { name: "No" }],
      ["create_time_slot", { startsAt: "2027-06-01T10:00:00Z", endsAt: "2027-06-01T11:00:00Z", capacity: 5 }],
      ["create_ticket_type", { eventId: ticketing.eventId, name: "No", price: 1, masterLanguage: "en", maxQuantity: 1 }],
      ["send_membership_email", { membershipId: member.membershipId }],
      ["send_cancel_subscription_email", { membershipId: renewing.membershipId }],
    ];
    for (const [name, args] of calls) {
      const result = await callTool(viewer, name, { museumId: museum.museumId, ...args });
      expect(result.isError, name).toBe(true);
      expect(result.data.error.code, name).toBe("FORBIDDEN");
      expect(result.text, name).toBe("Permission denied: Your role in this museum (VIEWER) may read but not change it. You cannot change this museum, so nothing was changed.");
    }
    expect(await counts()).toEqual(before);
  });

  it("keeps other museums out of reach", async () => {
    const museums = await callTool(editor, "list_museums");
    expect(museums.data.museums.map((entry: any) => entry.id)).toEqual([museum.museumId]);
    const foreign = await callTool(editor, "list_events", { museumId: other.museumId });
    expect(foreign.isError).toBe(true);
    expect(foreign.data.error.code).toBe("NOT_FOUND");
    const write = await callTool(editor, "create_event", { museumId: other.museumId, name: "Intruder" });
    expect(write.data.error.code).toBe("NOT_FOUND");
    expect(await db().event.count({ where: { museumId: other.museumId } })).toBe(0);
  });

  it("answers invalid arguments with a tool error", async () => {
    const result = await callTool(editor, "create_time_slot", { museumId: museum.museumId, startsAt: "tomorrow", endsAt: "2027-06-01T11:00:00Z", capacity: -1 });
    expect(result.isError).toBe(true);
    expect(result.data.error.code).toBe("VALIDATION_ERROR");
    expect(result.data.error.details.map((detail: { path: string }) => detail.path).sort()).toEqual(["capacity", "startsAt"]);
    // An id argument the tool does not take is refused as unknown, not looked up as a record.
    const stray = await callTool(editor, "day_capacity", { museumId: museum.museumId, date: "2027-03-01", timeSlotId: "abc" });
    expect(stray.data.error.code).toBe("VALIDATION_ERROR");
    expect(stray.text).toContain("timeSlotId");
    expect(await db().timeSlot.count({ where: { museumId: museum.museumId, capacity: -1 } })).toBe(0);
  });
});
