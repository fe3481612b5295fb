import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { TOOLS } from "@/lib/mcp/create-server";
import { outputSchemaOf } from "@/lib/mcp/tool-kit";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { callTool } from "../support/mcp-oauth";
import { toolNames, undescribedProperties, useToolClients } from "../support/mcp-tool-checks";

// What tools/list tells a model (docs/mcp.md, "Tools"): only the tools some role of the user allows,
// each with described arguments and an outputSchema, from a server that promises no list changes.

const READ_TOOLS = [
  "check_in_visitor",
  "check_out_visitor",
  "customer_memberships",
  "day_capacity",
  "get_customer",
  "get_event",
  "get_location",
  "get_membership",
  "get_order",
  "get_ticket_type",
  "get_time_slot",
  "list_check_ins",
  "list_events",
  "list_locations",
  "list_museums",
  "list_orders",
  "list_ticket_types",
  "list_time_slots",
  "occupancy_now",
  "sales_summary",
  "search_customers",
  "slot_attendance",
  "verify_membership_qr",
  "visits_report",
];
const CHANGE_TOOLS = [
  "cancel_membership",
  "cancel_order",
  "close_days",
  "confirm_order",
  "create_customer",
  "create_event",
  "create_location",
  "create_membership",
  "create_schedule",
  "create_ticket_type",
  "create_time_slot",
  "delete_customer",
  "delete_event",
  "delete_location",
  "delete_membership",
  "delete_ticket_type",
  "delete_time_slot",
  "extend_order",
  "hold_order",
  "preview_schedule",
  "sell_tickets",
  "send_cancel_subscription_email",
  "send_membership_email",
  "send_order_tickets",
  "update_customer",
  "update_event",
  "update_location",
  "update_membership",
  "update_ticket_type",
  "update_time_slot",
  "void_ticket",
];

describe.each(testProviders())("the staff tools' listing on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-listing", "mcp-listing-other"],
    staff: [
      { email: "edith@listing.test", museum: "mcp-listing", role: "EDITOR" },
      { email: "vera@listing.test", museum: "mcp-listing", role: "VIEWER" },
      { email: "dora@listing.test", museum: "mcp-listing", role: "DOOR" },
      { email: "mixed@listing.test", museum: "mcp-listing", role: "DOOR" },
      { email: "mixed@listing.test", museum: "mcp-listing-other", role: "VIEWER" },
    ],
    env: { TRUST_PROXY: "true" },
  });
  const museum = foyer.museum("mcp-listing");
  const other = foyer.museum("mcp-listing-other");
  let editor: Client;
  let viewer: Client;
  let door: Client;
  let doorAndViewer: Client;
  const tools = useToolClients(foyer);

  beforeAll(async () => {
    editor = await tools.signIn("edith@listing.test", "192.0.2.11");
    viewer = await tools.signIn("vera@listing.test", "192.0.2.12");
    door = await tools.signIn("dora@listing.test", "192.0.2.13");
    doorAndViewer = await tools.signIn("mixed@listing.test", "192.0.2.14");
  });

  it("lists only the tools some role of the user allows", async () => {
    expect(toolNames((await editor.listTools()).tools)).toEqual([...READ_TOOLS, ...CHANGE_TOOLS].sort());
    expect(toolNames((await viewer.listTools()).tools)).toEqual(READ_TOOLS);
    expect(toolNames((await door.listTools()).tools)).toEqual(["check_in_visitor", "check_out_visitor", "list_museums", "verify_membership_qr"]);
    expect(toolNames((await doorAndViewer.listTools()).tools), "a read role in another museum lists the read tools").toEqual(READ_TOOLS);
  });

  it("follows a role change on the next request", async () => {
    await grantMuseumRole({ email: "dora@listing.test", museumId: other.museumId, role: "EDITOR" });
    try {
      expect(toolNames((await door.listTools()).tools)).toEqual([...READ_TOOLS, ...CHANGE_TOOLS].sort());
    } finally {
      const user = await db().user.findUniqueOrThrow({ where: { email: "dora@listing.test" } });
      await db().museumRole.delete({ where: { userId_museumId: { userId: user.id, museumId: other.museumId } } });
    }
    expect(toolNames((await door.listTools()).tools)).toEqual(["check_in_visitor", "check_out_visitor", "list_museums", "verify_membership_qr"]);
  });

  it("does not promise tools/list_changed notifications", () => {
    expect(editor.getServerCapabilities()?.tools).toBeDefined();
    expect(editor.getServerCapabilities()?.tools?.listChanged).not.toBe(true);
  });

  it("describes every argument and gives every tool an outputSchema", async () => {
    const { tools } = await editor.listTools();
    expect(tools).toHaveLength(READ_TOOLS.length + CHANGE_TOOLS.length);
    for (const tool of tools) {
      expect(undescribedProperties(tool.inputSchema), `${tool.name}'s arguments without a description`).toEqual([]);
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(Object.keys(tool.outputSchema?.properties ?? {}), tool.name).toContain("error");
    }
    const createTicketType = tools.find((tool) => tool.name === "create_ticket_type")!;
    expect(JSON.stringify(createTicketType.inputSchema.properties?.translations)).toContain("The translation's language");
    const search = tools.find((tool) => tool.name === "search_customers")!;
    expect((search.inputSchema.properties?.email as { description: string }).description).toMatch(/filter.*all given/);
  });

  it("lists each tool's schemas exactly as its own zod schemas make them, nothing added", async () => {
    const { tools } = await editor.listTools();
    const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { target: "draft-7", io });
    for (const tool of tools) {
      const own = TOOLS.find((candidate) => candidate.name === tool.name)!;
      expect(tool.inputSchema, tool.name).toEqual(jsonSchemaOf(own.input, "input"));
      expect(tool.outputSchema, tool.name).toEqual(jsonSchemaOf(outputSchemaOf(own.output), "output"));
    }
  });

  it("tells a model the door's tools record an admission or an exit without destroying anything, and that the counts only read", async () => {
    const { tools } = await editor.listTools();
    const hints = (name: string) => tools.find((tool) => tool.name === name)?.annotations;
    for (const name of ["check_in_visitor", "check_out_visitor"]) {
      expect(hints(name), name).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false });
    }
    for (const name of ["occupancy_now", "list_check_ins"]) expect(hints(name), name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  });

  it("tells door staff refused a read that they may not read, not that nothing was changed", async () => {
    const refused = await callTool(doorAndViewer, "list_events", { museumId: museum.museumId });
    expect(refused.isError).toBe(true);
    expect(refused.data.error.code).toBe("FORBIDDEN");
    expect(refused.text).toMatch(/^Permission denied: .*\(DOOR\) may not read/);
    expect(refused.text).not.toContain("nothing was changed");
    const allowed = await callTool(doorAndViewer, "list_events", { museumId: other.museumId });
    expect(allowed.isError, allowed.text).toBe(false);
  });

  it("answers an unlisted tool with a tool error, and changes nothing", async () => {
    const result = await callTool(door, "create_event", { museumId: museum.museumId, name: "No" });
    expect(result.isError).toBe(true);
    expect(result.text).toContain("create_event not found");
    expect(await db().event.count({ where: { museumId: museum.museumId } })).toBe(0);
  });
});
