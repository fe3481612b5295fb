import { getOpenApiDocument } from "@/lib/openapi/get-openapi-document";

// Public: integrators read the contract before they have a key.
export function GET(): Response {
  return Response.json(getOpenApiDocument(), { headers: { "cache-control": "public, max-age=300" } });
}
