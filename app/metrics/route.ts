import { checkMetricsToken, readMetrics } from "@/lib/domain/metrics/read-metrics";
import { errorResponse } from "@/lib/http/error-response";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
  try {
    checkMetricsToken(request.headers.get("authorization"));
    const { contentType, body } = await readMetrics();
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
