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

/**
 * Whether a request to the tool server only sets up or keeps a connection: a POST whose JSON-RPC
 * message (or every message of a batch) is one of those, or any other HTTP method (answered 405).
 * A body that cannot be read or parsed counts as more, and the transport then answers it as it does.
 */
export async function onlyKeepsConnection(request: Request): Promise<boolean> {
  if (request.method !== "POST") return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBodyText(request.clone()));
  } catch {
    return false;
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  return messages.length > 0 && messages.every(keepsConnection);
}
