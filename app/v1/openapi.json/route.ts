import { z } from "zod";
import { withContract } from "@/lib/http/endpoint-contract";
import { getOpenApiDocument } from "@/lib/openapi/get-openapi-document";
import { v1Routes } from "./v1-routes";
import { webhookDescriptions } from "./webhook-events";

// Public: integrators read the contract before they have a key.
export const GET = withContract(
  {
    summary: "This OpenAPI document",
    tag: "Service",
    public: true,
    success: {
      status: 200,
      description: "The OpenAPI 3.1 document of the /v1 API, with the webhook events Foyer sends under `webhooks`.",
      schema: z.looseObject({
        openapi: z.string().describe("The OpenAPI version, 3.1.x."),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()),
        webhooks: z.record(z.string(), z.unknown()),
      }),
    },
    errors: [],
  },
  async function GET(): Promise<Response> {
    return Response.json(await getOpenApiDocument(v1Routes, webhookDescriptions), { headers: { "cache-control": "public, max-age=300" } });
  },
);
