import type { EndpointContract } from "@/lib/http/endpoint-contract";
import type { Operation } from "./document";

/** Each /v1 route file by its OpenAPI path, loaded on demand (app/v1/openapi.json/v1-routes.ts, generated). */
export type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Every operation the route files export, with the contract its handler carries. A handler without
 * one is an endpoint the document would leave out, so it stops the build of the document.
 */
export async function operationsOf(routes: RouteModules): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const [path, load] of Object.entries(routes)) {
    const exported = await load();
    for (const name of METHODS) {
      const handler = exported[name] as { contract?: EndpointContract } | undefined;
      if (handler === undefined) continue;
      if (!handler.contract) throw new Error(`${name} ${path} has no contract: make it with apiRoute or withContract (lib/http/endpoint-contract.ts).`);
      operations.push({ method: name.toLowerCase() as Operation["method"], path, contract: handler.contract });
    }
  }
  return operations;
}
