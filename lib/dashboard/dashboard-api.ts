import { DashboardError, errorDetails } from "./dashboard-error";
import { reachFoyer } from "./reach-foyer";

// Calls to the dashboard's own routes under /api/dashboard/museums/<id>/… (what GraphQL does not
// cover: API keys, settings, custom fields, the outbox, the filter schema).

export async function dashboardApi<T>(museumId: string, path: string, init: { method?: string; body?: unknown; timeoutMs?: number } = {}): Promise<T> {
  const response = await reachFoyer(
    `/api/dashboard/museums/${encodeURIComponent(museumId)}/${path}`,
    {
      method: init.method ?? "GET",
      headers: init.body === undefined ? {} : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    init.timeoutMs,
  );
  if (response.status === 204) return undefined as T;
  const answer = response.body as { error?: { code: string; message: string; details?: unknown } };
  if (!response.ok || answer.error) {
    throw new DashboardError(answer.error?.code ?? "INTERNAL_ERROR", answer.error?.message ?? `The server answered ${response.status}.`, errorDetails(answer.error?.details));
  }
  return answer as T;
}
