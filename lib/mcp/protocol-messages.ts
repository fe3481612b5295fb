import { readBodyText } from "@/lib/http/read-body";

// A client opens every connection with initialize and its notification, asks for the tool list, and
// pings: a conformance run or an assistant starting up sends dozens of these in a second. They are
// answered from the caller's roles alone and change nothing, so they count against their own, larger
// per-user limit; everything else (tool calls above all) counts against the user's limit shared with
// GraphQL and the dashboard (docs/mcp.md, "Rate limits").

const CONNECTION_METHODS = new Set(["initialize", "ping", "tools/list"]);

function keepsConnection(message: unknown): boolean {
  if (typeof message !== "object" || message === null) return false;
  const { method } = message as { method?: unknown };
  return typeof method === "string" && (CONNECTION_METHODS.has(method) || method.startsWith("notifications/"));
}

/** How a request to the tool server counts against the limits: as how many messages, and against which limit. */
export interface MessageCount {
  /** Every message only sets up or keeps the connection (or it is another HTTP method, answered 405). */
  keepsConnection: boolean;
  /** How many JSON-RPC messages it carries: each counts, so a batch of tool calls costs as many as it holds. */
  messages: number;
}

/**
 * How a request counts: a POST's JSON-RPC message, or each message of a batch; any other HTTP method is
 * one connection message. A body that cannot be read or parsed counts once against the user's limit, and
 * the transport then answers it as it does.
 */
export async function countMessages(request: Request): Promise<MessageCount> {
  if (request.method !== "POST") return { keepsConnection: true, messages: 1 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBodyText(request.clone()));
  } catch {
    return { keepsConnection: false, messages: 1 };
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  return { keepsConnection: messages.length > 0 && messages.every(keepsConnection), messages: Math.max(messages.length, 1) };
}
