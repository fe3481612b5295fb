import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_EVENT_TYPE, webhookEventTypes } from "@/lib/domain/webhook-events/webhook-event-types";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createTicketing } from "../support/ticketing-fixtures";
import { deliveringWebhooks, useReceiver, waitFor } from "../webhooks/webhook-receiver";

// The `webhooks` of GET /v1/openapi.json (docs/webhooks.md, "Events"): an entry for every event type,
// each a signed POST whose data is described by the schema the matching GET answers with, and real
// deliveries, received on 127.0.0.1, checked against those schemas by a JSON Schema validator (not
// the server's own zod). The redocly lint of the whole document is in openapi.test.ts.

/** The GET whose answer each kind of record's events carry. */
const readBy: Record<string, string> = {
  customer: "/v1/customers/{id}",
  order: "/v1/orders/{id}",
  ticket: "/v1/tickets/{id}",
  check_in: "/v1/check-ins/{id}",
  time_slot: "/v1/time-slots/{id}",
  reservation: "/v1/ticket-reservations/{id}",
  membership: "/v1/memberships/{id}",
};

const SIGNATURE_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"];

describe.each(testProviders())("the webhooks of GET /v1/openapi.json on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["openapi-hooks"],
    env: deliveringWebhooks(),
  });
  let document: any;
  const receiver = useReceiver();
  const validator = new AjvJsonSchemaValidator();

  beforeAll(async () => {
    const response = await fetch(`${foyer.baseUrl}/v1/openapi.json`);
    expect(response.status).toBe(200);
    document = await response.json();
  });

  const postOf = (type: string) => document.webhooks[type]?.post;
  const bodySchemaOf = (type: string) => postOf(type).requestBody.content["application/json"].schema;

  it("has one entry for every event type and the test event, each a signed POST answered with a 2xx", () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...webhookEventTypes, TEST_EVENT_TYPE].sort());
    for (const type of Object.keys(document.webhooks)) {
      const post = postOf(type);
      expect(post.parameters.map((parameter: { in: string; name: string; required: boolean }) => [parameter.in, parameter.name, parameter.required])).toEqual(
        SIGNATURE_HEADERS.map((name) => ["header", name, true]),
      );
      expect(post.security).toEqual([]);
      expect(Object.keys(post.responses)).toContain("2XX");
      const body = bodySchemaOf(type);
      expect(body.required).toEqual(["type", "timestamp", "data"]);
      expect(body.properties.type.const).toBe(type);
      expect(body.properties.timestamp).toMatchObject({ type: "string", format: "date-time" });
    }
  });

  it("describes each event's data with the schema its record's GET answers with (an ended visit: the exit scan's answer; a group let in: the group scan's)", () => {
    for (const type of webhookEventTypes) {
      const record = type.split(".")[0]!;
      if (type === "order.group_admitted") {
        const scan = document.paths["/v1/check-ins"].post.responses["201"].content["application/json"].schema;
        expect(scan.anyOf ?? scan.oneOf, type).toContainEqual(bodySchemaOf(type).properties.data);
        continue;
      }
      if (record === "checkout") {
        const exit = document.paths["/v1/check-outs"].post.responses["201"].content["application/json"].schema;
        expect(bodySchemaOf(type).properties.data, type).toEqual(exit);
        continue;
      }
      const path = readBy[record];
      expect(path, `${type}: which GET answers its record`).toBeDefined();
      const answer = document.paths[path!].get.responses["200"].content["application/json"].schema;
      expect(bodySchemaOf(type).properties.data, type).toEqual(answer);
    }
  });

  it("matches real deliveries of every kind of record, a bulk change's and the test event, and refuses altered ones", async () => {
    const museum = foyer.museum("openapi-hooks");
    const api = foyer.api(museum.apiKey);
    const subscribed = ["customer.created", "membership.created", "time_slot.created", "time_slot.updated", "reservation.created", "order.created", "order.confirmed", "ticket.created", "check_in.created", "order.group_admitted", "checkout.created"];
    const endpoint = await api.post("/v1/webhook-endpoints", { url: receiver.url, events: subscribed });
    expect(endpoint.status).toBe(201);
    receiver.received.length = 0;

    const customer = await api.post("/v1/customers", { name: "Ada" });
    const year = new Date().getUTCFullYear();
    const membership = await api.post("/v1/memberships", { customerId: customer.body.id, name: "Friends", validFrom: `${year - 1}-01-01T00:00:00Z`, validTo: `${year + 1}-12-31T00:00:00Z` });
    const { eventId, ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    expect((await api.post("/v1/time-slots", { eventId, startsAt: "2029-10-02T10:00:00Z", endsAt: "2029-10-02T11:00:00Z", capacity: 5 })).status).toBe(201);
    expect((await api.post("/v1/time-slots/bulk-change", { from: "2029-10-02", to: "2029-10-02", eventId, changes: { closed: true } })).body.changed).toBe(1);
    expect((await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId })).status).toBe(201);
    const order = await api.post("/v1/orders", { timeSlotId, lines: [{ ticketTypeId, quantity: 1 }] });
    expect((await api.post(`/v1/orders/${order.body.id}/confirm`)).status).toBe(200);
    expect((await api.post("/v1/check-ins", { qrData: membership.body.qrData, entrance: "Main" })).status).toBe(201);
    // A group arrives in a slot running now at a hall, and a visitor leaves it (docs/admission.md, "Who is inside now").
    const hall = await api.post("/v1/locations", { name: "Hall", timezone: "UTC" });
    const now = await createTicketing(museum.museumId, { locationId: hall.body.id, startsAt: new Date(Date.now() - 600_000) });
    const group = await api.post("/v1/orders", { timeSlotId: now.timeSlotId, lines: [{ ticketTypeId: now.ticketTypeId, quantity: 2 }], group: { name: "Klasse 4b", size: 2 } });
    const groupCode = (await api.post(`/v1/orders/${group.body.id}/confirm`)).body.groupQrData;
    expect((await api.post("/v1/check-ins", { qrData: groupCode, count: 1 })).status).toBe(201);
    const visitor = (await api.get(`/v1/orders/${group.body.id}`)).body.tickets[1].qrData;
    expect((await api.post("/v1/check-ins", { qrData: visitor })).status).toBe(201);
    expect((await api.post("/v1/check-outs", { qrData: visitor })).status).toBe(201);
    expect((await api.post(`/v1/webhook-endpoints/${endpoint.body.id}/test`)).status).toBe(202);

    // The group's order, its two tickets, the group's entrance and the visitor's own scan are delivered too.
    const expected = [...subscribed, TEST_EVENT_TYPE, "order.created", "order.confirmed", "ticket.created", "ticket.created", "check_in.created", "check_in.created"];
    await waitFor(() => receiver.received.length >= expected.length, `${expected.length} deliveries`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const types = receiver.received.map((hook) => (JSON.parse(hook.body) as { type: string }).type);
    expect(types.sort()).toEqual([...expected].sort());

    const verdictOf = (type: string, body: unknown) => validator.getValidator(bodySchemaOf(type))(body);
    for (const hook of receiver.received) {
      const body = JSON.parse(hook.body) as { type: string; data: Record<string, unknown> };
      const verdict = verdictOf(body.type, body);
      expect(verdict.valid, `${body.type}: ${verdict.errorMessage}\n${hook.body}`).toBe(true);
      for (const parameter of postOf(body.type).parameters as { name: string; schema: Record<string, unknown> }[]) {
        const header = validator.getValidator(parameter.schema)(hook.headers[parameter.name]);
        expect(header.valid, `${parameter.name}: ${hook.headers[parameter.name]}`).toBe(true);
      }
    }

    // The schemas bite: a record missing a field, one with a field of the wrong type, or another event's name does not match.
    const delivered = (type: string) => JSON.parse(receiver.received.find((hook) => hook.body.includes(`"type":"${type}"`))!.body) as { type: string; data: Record<string, unknown> };
    const { id: _id, ...customerWithoutId } = delivered("customer.created").data;
    expect(verdictOf("customer.created", { ...delivered("customer.created"), data: customerWithoutId }).valid).toBe(false);
    const slot = delivered("time_slot.updated");
    expect(verdictOf("time_slot.updated", { ...slot, data: { ...slot.data, capacity: "five" } }).valid).toBe(false);
    expect(verdictOf("time_slot.created", slot).valid).toBe(false);
    expect(verdictOf("order.confirmed", { ...delivered("order.confirmed"), timestamp: "yesterday" }).valid).toBe(false);
  });
});
