import { publicUrl } from "@/lib/config/public-addresses";
import { buildOpenApiDocument } from "./document";
import { operationsOf, type RouteModules } from "./route-operations";
import type { WebhookDescription } from "./webhooks";

let cached: Promise<Record<string, unknown>> | undefined;

/** The document of the given routes and webhook events for this process's PUBLIC_URL, built on first use. */
export function getOpenApiDocument(routes: RouteModules, webhooks: WebhookDescription[]): Promise<Record<string, unknown>> {
  cached ??= operationsOf(routes).then((operations) => buildOpenApiDocument(operations, publicUrl(), webhooks));
  return cached;
}
