import { describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createTicketing } from "../support/ticketing-fixtures";

// GET /metrics (docs/operations.md, "Metrics"): off without METRICS_TOKEN, refused without it, and the
// series a museum's operator watches exist and move under load: requests by route template and status,
// refusals by code, holds and their batches, the outboxes' depth, the process's memory and event loop.

const TOKEN = "metrics-test-token-0123456789abcdef";

/** A series' value from the text format; 0 when the series is absent. */
function value(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(testProviders())("metrics on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["metrics"], env: { METRICS_TOKEN: TOKEN, EMAIL_POLL_MS: "3600000" } });
  const scrape = async () => {
    const response = await fetch(`${foyer.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it("refuses a scrape without the token or with another", async () => {
    expect((await fetch(`${foyer.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${foyer.baseUrl}/metrics`, { headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);
  });

  it("counts requests, refusals and holds, and reads the outboxes, as load comes", async () => {
    const museum = foyer.museum("metrics");
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId, { capacity: 5 });
    const before = await scrape();
    const route = 'foyer_http_requests_total{route="/v1/ticket-reservations",method="POST",status="201"}';
    const refused = 'foyer_refusals_total{code="TIME_SLOT_FULL"}';

    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const customer = await api.post("/v1/customers", { name: "Metric Reader", email: "reader@metrics.example" });
    await api.post("/v1/memberships", { customerId: customer.body.id, name: "Annual", validFrom: "2027-01-01T00:00:00Z", validTo: "2028-01-01T00:00:00Z" })
      .then((membership) => api.post(`/v1/memberships/${membership.body.id}/send-email`));

    const after = await scrape();
    expect(value(after, route) - value(before, route)).toBe(5);
    expect(value(after, refused) - value(before, refused)).toBe(3);
    expect(value(after, 'foyer_holds_total{outcome="stored"}') - value(before, 'foyer_holds_total{outcome="stored"}')).toBe(5);
    expect(value(after, "foyer_hold_batch_size_count")).toBeGreaterThan(value(before, "foyer_hold_batch_size_count"));
    expect(value(after, 'foyer_http_request_duration_seconds_count{route="/v1/ticket-reservations",method="POST"}')).toBeGreaterThanOrEqual(8);
    // The worker is held back (EMAIL_POLL_MS), so the email waits in the outbox.
    expect(value(after, 'foyer_outbox_depth{kind="email"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'foyer_outbox_oldest_age_seconds{kind="email"}')).toBeGreaterThanOrEqual(0);
    expect(value(after, 'foyer_outbox_depth{kind="webhook"}')).toBe(0);
    // The process's own: memory and event-loop lag (prom-client's defaults).
    expect(value(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // PostgreSQL's pool: connections taken, and the time taking them took (a busy pool's waits included).
    if (provider === "postgresql") {
      expect(value(after, "foyer_db_pool_acquires_total")).toBeGreaterThan(value(before, "foyer_db_pool_acquires_total"));
      expect(value(after, "foyer_db_pool_acquire_seconds_total")).toBeGreaterThan(0);
      expect(value(after, 'foyer_db_pool_connections{state="idle"}') + value(after, 'foyer_db_pool_connections{state="busy"}')).toBeGreaterThan(0);
      expect(after).toMatch(/^foyer_db_pool_waiting \d+$/m);
    }
    // Ids never become labels: a record's path is counted under its template.
    await api.get(`/v1/customers/${customer.body.id}`);
    const third = await scrape();
    expect(third).toContain('route="/v1/customers/{id}"');
    expect(third).not.toContain(customer.body.id);
  });
});

describe("metrics without METRICS_TOKEN", () => {
  const foyer = useFoyer("sqlite", { museums: ["metrics-off"] });
  it("answers 404, as for a page that does not exist", async () => {
    expect((await apiClient(foyer.baseUrl).get("/metrics")).status).toBe(404);
  });
});
