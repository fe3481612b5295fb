import { checkReadiness } from "@/lib/domain/health/check-readiness";
import { probeRateLimitStore } from "@/lib/rate-limit/rate-limits";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness({ rateLimitStore: probeRateLimitStore });
  return Response.json(readiness, {
    status: readiness.status === "ready" ? 200 : 503,
    headers: { "cache-control": "no-store", ...(readiness.status === "ready" ? {} : { "retry-after": "5" }) },
  });
}
