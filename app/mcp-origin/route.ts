import { handleMcpRequest, mcpPreflight } from "@/lib/mcp/handle-mcp-request";

// The staff tool server: MCP over Streamable HTTP at {mcp_origin}/ (docs/mcp.md). GET and DELETE are
// answered too, so a client without a token still learns where to authorize.
export const POST = handleMcpRequest;
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
export const OPTIONS = mcpPreflight;
