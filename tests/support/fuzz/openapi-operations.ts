// The operations the fuzz suite drives, read from the OpenAPI document the server publishes, so every
// documented endpoint is covered and a new one is covered the day it is documented.

export type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; [key: string]: unknown };

export interface FuzzOperation {
  method: string;
  /** OpenAPI path with {braces}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Top-level properties of the JSON body, or null for an operation without a body. */
  bodyProperties: Record<string, JsonSchema> | null;
  public: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export async function fuzzOperations(baseUrl: string): Promise<FuzzOperation[]> {
  const response = await fetch(`${baseUrl}/v1/openapi.json`);
  if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
        bodyProperties: body ? (body.properties ?? {}) : null,
        public: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return operations;
}
