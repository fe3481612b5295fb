import type { EndpointDoc } from "./endpoint-doc";
import { serviceEndpoints } from "./endpoints/service";

// Every documented /v1 endpoint. tests/http/openapi.test.ts fails when a route under app/v1 is missing here.
export const allEndpoints: EndpointDoc[] = [...serviceEndpoints];
