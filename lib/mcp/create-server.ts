import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpCaller } from "@/lib/oauth/authenticate-bearer";
import { registerTool, type ToolContext } from "./tool-kit";
import { customerMemberships, searchCustomers, sendCancelSubscriptionEmail, sendMembershipEmail, verifyMembershipQr } from "./tools/customer-tools";
import { createEvent, listEvents } from "./tools/event-tools";
import { listMuseums, salesSummary } from "./tools/museum-tools";
import { createTicketType, listTicketTypes } from "./tools/ticket-type-tools";
import { createTimeSlot, dayCapacity, listTimeSlots } from "./tools/time-slot-tools";

const INSTRUCTIONS =
  "Foyer runs museums' days: events, timed tickets with live capacity, customers and memberships. You act as the signed-in " +
  "staff member, with their role in each museum. Start with list_museums for the museum ids. Prices are in minor units (cents). " +
  "A permission error means the user's role may not change that museum; nothing was changed.";

/** One server per request (stateless), acting as `caller`. */
export function createFoyerMcpServer(caller: McpCaller, requestId: string): McpServer {
  const server = new McpServer({ name: "foyer", title: "Foyer staff tools", version: "1.0.0" }, { instructions: INSTRUCTIONS });
  const context: ToolContext = { caller, requestId };
  registerTool(server, context, listMuseums);
  registerTool(server, context, listEvents);
  registerTool(server, context, createEvent);
  registerTool(server, context, listTimeSlots);
  registerTool(server, context, createTimeSlot);
  registerTool(server, context, dayCapacity);
  registerTool(server, context, listTicketTypes);
  registerTool(server, context, createTicketType);
  registerTool(server, context, searchCustomers);
  registerTool(server, context, customerMemberships);
  registerTool(server, context, sendMembershipEmail);
  registerTool(server, context, sendCancelSubscriptionEmail);
  registerTool(server, context, verifyMembershipQr);
  registerTool(server, context, salesSummary);
  return server;
}
