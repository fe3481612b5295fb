import { checkHealth } from "@/lib/domain/health/check-health";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store", ...(health.status === "ok" ? {} : { "retry-after": "5" }) },
  });
}
