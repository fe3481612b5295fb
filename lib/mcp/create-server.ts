import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
import { operationCatalog } from "@/lib/domain/catalog/catalog";
import { listUserMuseums } from "@/lib/domain/users/museum-access";
import type { McpCaller } from "@/lib/oauth/authenticate-bearer";
import { toolOf } from "./operation-tools";
import { registerTool, toolAvailable, type ToolContext, type ToolDefinition } from "./tool-kit";
import { listMuseums } from "./tools/museum-tools";

const INSTRUCTIONS =
  "Foyer runs museums' days: events, timed tickets with live capacity, customers and memberships. You act as the signed-in " +
  "staff member, with their role in each museum. Start with list_museums for the museum ids, and list_locations for location ids. " +
  "At the door, check_in_visitor admits a ticket, member or group by the scanned code, check_out_visitor counts a visitor out at an exit, " +
  "and occupancy_now says who is inside each location. Prices are in minor units (cents). Times are UTC instants, with the local time and time zone beside them. Lists answer a page " +
  "and the total: pass the answer's nextCursor as cursor (or offset) for the next page. An error names its code and, per argument, why it was refused.";

export const TOOLS: ToolDefinition<z.ZodObject>[] = [
  listMuseums,
  // The operation catalog's tools (operation-tools.ts).
  ...operationCatalog.map(toolOf),
];

/**
 * One server per request (stateless), acting as `caller`. It lists only the tools some role of the
 * caller allows (door staff see list_museums, verify_membership_qr, check_in_visitor and check_out_visitor), read once per request.
 */
export async function createFoyerMcpServer(caller: McpCaller, requestId: string): Promise<McpServer> {
  const server = new McpServer({ name: "foyer", title: "Foyer staff tools", version: "1.0.0" }, { instructions: INSTRUCTIONS });
  const context: ToolContext = { caller, requestId, museums: await listUserMuseums({ userId: caller.userId }) };
  for (const tool of TOOLS) if (toolAvailable(tool.need, context.museums)) registerTool(server, context, tool);
  // The SDK announces tools.listChanged once a tool is registered; a stateless server never sends the
  // notification (a changed role shows on the next tools/list), so it must not promise it.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
