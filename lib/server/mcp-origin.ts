import type { Handler, Step } from "./handler";

// The staff tool server has an origin of its own (MCP_PORT; docs/mcp.md), served by the same app
// under this internal prefix: the tool server port's listener maps every path under it, and the app
// port refuses the prefix, so the tool server's pages and OAuth endpoints answer on its origin only.
export const MCP_ORIGIN_PREFIX = "/mcp-origin";

/** The tool server port's handler: its paths, moved under the prefix, then the common request path. */
export function mapToMcpOrigin(handle: Handler): Handler {
  return (request, response) => {
    // The origin's root is the route /mcp-origin itself: Next would redirect /mcp-origin/ to it.
    const path = request.url ?? "/";
    request.url = MCP_ORIGIN_PREFIX + (path === "/" || path.startsWith("/?") ? path.slice(1) : path);
    handle(request, response);
  };
}

/** Answers 404 to the prefix on any port but the tool server's own. */
export function refuseMcpOriginElsewhere(mcpPort: () => number): Step {
  return (request, response) => {
    if (!request.url?.startsWith(MCP_ORIGIN_PREFIX) || request.socket.localPort === mcpPort()) return false;
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return true;
  };
}
