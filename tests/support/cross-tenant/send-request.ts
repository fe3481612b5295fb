// One request through a door of the cross-tenant suite, answered as the suite compares answers: the
// status, where it redirects, the error code when the body is the error JSON, and the body itself.
// Every /v1 answer is held against the server's OpenAPI document first (openapi-conformance.ts).
import { expectConformingAnswer } from "../openapi-conformance";

export interface DoorAnswer {
  status: number;
  location: string | null;
  headers: Headers;
  code?: string;
  text: string;
}

/** `credentials` are the headers that say who asks (an API key, a session cookie); redirects are not followed. */
export async function sendAs(baseUrl: string, credentials: Record<string, string>, method: string, path: string, body?: unknown): Promise<DoorAnswer> {
  const response = await fetch(baseUrl + path, {
    method,
    redirect: "manual",
    headers: { ...credentials, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  await expectConformingAnswer(baseUrl, method, response.url || baseUrl + path, { status: response.status, headers: response.headers, text });
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    // Pages, images and empty bodies have no error code.
  }
  return { status: response.status, location: response.headers.get("location"), headers: response.headers, code, text };
}
