import type { EndpointDoc } from "../endpoint-doc";

export const serviceEndpoints: EndpointDoc[] = [
  {
    method: "get",
    path: "/v1/openapi.json",
    summary: "This OpenAPI document",
    tag: "Service",
    public: true,
    success: { status: 200, description: "The OpenAPI 3.1 document of the /v1 API." },
    errors: [],
  },
];

