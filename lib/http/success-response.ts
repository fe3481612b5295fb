// The successful answer of every JSON route wrapper (/v1, /auth, /api/cron): the request id, and no
// caching of per-caller data.
export function successHeaders(requestId: string): Record<string, string> {
  return { "x-request-id": requestId, "cache-control": "no-store" };
}

export function successResponse(result: unknown, status: number, requestId: string): Response {
  const headers = successHeaders(requestId);
  // A handler answers with something other than JSON (an image) by returning a Response (lib/http/file-response.ts).
  if (result instanceof Response) {
    for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
    return result;
  }
  if (status === 204) return new Response(null, { status, headers });
  return Response.json(result, { status, headers });
}
