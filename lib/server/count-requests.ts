import { v1Routes } from "@/app/v1/openapi.json/v1-routes";
import { metrics } from "@/lib/metrics/metrics";
import type { Step } from "./handler";
import { decodeParts, findRoute, routeTable } from "./v1-dispatch";

// Counts every request and times it to its answer's last byte, for GET /metrics (docs/operations.md,
// "Metrics"). The route label is a /v1 path's template (/v1/customers/{id}, never an id), or the part of
// the product a path belongs to, so the series stay few whatever the traffic.

const routes = routeTable(v1Routes);
const EXACT = new Set(["/healthz", "/readyz", "/metrics", "/api/graphql", "/scan"]);
const AREAS = ["/api/dashboard", "/api/auth", "/api/cron", "/auth", "/mcp-origin", "/_next", "/museums"];

export function routeLabel(url: string): string {
  const path = url.split("?")[0] ?? "/";
  if (path.startsWith("/v1/")) {
    const parts = decodeParts(path);
    return (parts && findRoute(routes, parts)?.route.path) ?? "/v1 (no such route)";
  }
  if (EXACT.has(path)) return path;
  return AREAS.find((area) => path === area || path.startsWith(`${area}/`)) ?? "other";
}

export const countRequests: Step = (request, response) => {
  const started = process.hrtime.bigint();
  response.once("finish", () => {
    const route = routeLabel(request.url ?? "/");
    const method = request.method ?? "GET";
    const { requests, requestSeconds } = metrics();
    requests.inc({ route, method, status: String(response.statusCode) });
    requestSeconds.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
  });
  return false;
};
