import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";
import { graphqlAs, staffToken } from "../support/graphql-client";
import { createMember } from "../support/membership-fixtures";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing } from "../support/ticketing-fixtures";

// The audit trail (docs/audit.md): every change staff or an API key make, through every door, is an
// entry with who, when, what, before and after; a change that is refused or rolled back leaves none;
// concurrent holds stored in one batch get one entry each; the trail is read per museum by owners
// and admins in the dashboard, newest first.

interface Entry {
  id: string;
  at: string;
  actor: { kind: string; id: string; label: string | null } | null;
  entity: string;
  entityId: string;
  action: string;
  before: any;
  after: any;
}

describe.each(testProviders())("audit trail on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["audit-a", "audit-b"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("audit-a");
  const other = foyer.museum("audit-b");
  let ownerCookie: string;
  let rest: ReturnType<typeof apiClient>;
  let apiKeyId: string;

  const dashboard = (path: string, init: { method?: string; body?: unknown; cookie?: string; museumId?: string } = {}) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${init.museumId ?? museum.museumId}/${path}`, {
      method: init.method ?? "GET",
      headers: { cookie: init.cookie ?? ownerCookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  async function trail(query = "", museumId?: string): Promise<{ total: number; list: Entry[] }> {
    const answer = await dashboard(`audit-entries?limit=1000${query}`, { museumId });
    expect(answer.status).toBe(200);
    return answer.json();
  }

  const entriesFor = async (entityId: string) => (await trail(`&entityId=${encodeURIComponent(entityId)}`)).list;

  beforeAll(async () => {
    await grantMuseumRole({ email: "owner@audit.test", museumId: museum.museumId, role: "OWNER" });
    await grantMuseumRole({ email: "owner@audit.test", museumId: other.museumId, role: "OWNER" });
    ownerCookie = await signInToDashboard(foyer.baseUrl, "owner@audit.test");
    rest = apiClient(foyer.baseUrl, museum.apiKey);
    apiKeyId = (await db().apiKey.findFirstOrThrow({ where: { museumId: museum.museumId }, select: { id: true } })).id;
  });

  it("records an API key's create, update and delete with before and after, newest first", async () => {
    const created = await rest.post("/v1/locations", { name: "East wing", timezone: "Europe/Berlin" });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await rest.patch(`/v1/locations/${id}`, { name: "West wing" })).status).toBe(200);
    expect((await rest.delete(`/v1/locations/${id}`)).status).toBe(204);

    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    const [deleted, updated, made] = entries as [Entry, Entry, Entry];
    for (const entry of entries) {
      expect(entry).toMatchObject({ entity: "location", entityId: id, actor: { kind: "apiKey", id: apiKeyId, label: expect.stringContaining("test key") } });
    }
    expect(made.before).toBeNull();
    expect(made.after).toMatchObject({ id, name: "East wing", timezone: "Europe/Berlin" });
    expect(updated.before).toMatchObject({ name: "East wing" });
    expect(updated.after).toMatchObject({ name: "West wing", timezone: "Europe/Berlin" });
    expect(deleted.before).toMatchObject({ name: "West wing" });
    expect(deleted.after).toBeNull();
    expect(Date.parse(made.at)).toBeLessThanOrEqual(Date.parse(deleted.at));
  });

  it("names the staff member who changed a record through GraphQL", async () => {
    const editor = await staffToken("editor@audit.test", museum.museumId, "EDITOR");
    const graphql = graphqlAs(foyer.baseUrl, editor.token);
    const created = await graphql(`mutation($m: ID!) { createEvent(museumId: $m, input: { name: "Lantern walk" }) { id } }`, { m: museum.museumId });
    const eventId = created.body.data.createEvent.id;
    await graphql(`mutation($m: ID!, $id: ID!) { updateEvent(museumId: $m, id: $id, input: { published: true }) { id } }`, { m: museum.museumId, id: eventId });

    const [updated, made] = (await entriesFor(eventId)) as [Entry, Entry];
    expect(made).toMatchObject({ action: "create", entity: "event", actor: { kind: "user", id: editor.userId, label: "editor@audit.test" } });
    expect(updated).toMatchObject({ action: "update", before: { published: false }, after: { published: true, name: "Lantern walk" } });
  });

  it("writes nothing for a change that is refused, or rolled back after its write", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    expect((await rest.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })).status).toBe(201);
    const before = await db().auditEntry.count({ where: { museumId: museum.museumId } });

    // The capacity is written first and checked after, so this refusal is a rollback of a real write.
    const tooSmall = await rest.patch(`/v1/time-slots/${ticketing.timeSlotId}`, { capacity: 0 });
    expect(tooSmall.status).toBe(409);
    expect((await rest.patch(`/v1/locations/${ticketing.eventId}`, { name: "No such location" })).status).toBe(404);
    expect((await rest.delete(`/v1/events/${ticketing.eventId}`)).status).toBe(409);
    expect((await rest.post("/v1/locations", { name: "" })).status).toBe(400);

    expect(await db().auditEntry.count({ where: { museumId: museum.museumId } })).toBe(before);
    expect((await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId } })).capacity).toBe(5);
  });

  it("gives every hold of a concurrent burst its own entry, and none to a refused one", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 12 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const answers = await Promise.all(Array.from({ length: 40 }, () => rest.post("/v1/ticket-reservations", body)));
    const stored = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id as string);
    expect(stored).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(28);

    const holdEntries = await db().auditEntry.findMany({ where: { museumId: museum.museumId, entity: "ticketReservation", entityId: { in: stored } } });
    expect(holdEntries.map((entry) => entry.entityId).sort()).toEqual([...stored].sort());
    const reservations = await db().ticketReservation.count({ where: { timeSlotId: ticketing.timeSlotId } });
    const entriesOfSlot = (await db().auditEntry.findMany({ where: { museumId: museum.museumId, entity: "ticketReservation", action: "create" } })).filter(
      (entry) => JSON.parse(entry.after!).timeSlotId === ticketing.timeSlotId,
    );
    expect(entriesOfSlot).toHaveLength(reservations);

    const [first] = await entriesFor(stored[0]!);
    expect(first).toMatchObject({
      action: "create",
      actor: { kind: "apiKey", id: apiKeyId },
      after: { id: stored[0], status: "ACTIVE", ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId },
    });
    expect(Date.parse(first!.after.expiresAt) - Date.parse(first!.after.createdAt)).toBe(15 * 60_000);
  });

  it("records a hold's cancellation and conversion, and the ticket it became", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const cancelled = (await rest.post("/v1/ticket-reservations", body)).body.id;
    expect((await rest.delete(`/v1/ticket-reservations/${cancelled}`)).status).toBe(204);
    expect((await rest.delete(`/v1/ticket-reservations/${cancelled}`)).status).toBe(204);
    expect((await entriesFor(cancelled)).map((entry) => entry.action)).toEqual(["cancel", "create"]);

    const converted = (await rest.post("/v1/ticket-reservations", body)).body.id;
    const ticket = await rest.post("/v1/tickets", { ticketReservationId: converted });
    expect(ticket.status).toBe(201);
    expect((await entriesFor(converted)).map((entry) => entry.action)).toEqual(["convert", "create"]);
    const [sold] = await entriesFor(ticket.body.id);
    expect(sold).toMatchObject({ entity: "ticket", action: "create", after: { reservationId: converted, status: "VALID" } });
  });

  it("keeps secrets out of the trail: no API key and no membership pass", async () => {
    const key = await (await dashboard("api-keys", { method: "POST", body: { name: "Kiosk" } })).json();
    const member = await createMember(museum.museumId);
    const membership = await rest.post("/v1/memberships", {
      customerId: member.customerId,
      name: "Friends",
      validFrom: "2027-01-01T00:00:00.000Z",
      validTo: "2027-12-31T00:00:00.000Z",
    });
    expect(membership.status).toBe(201);
    expect((await dashboard(`api-keys/${key.id}`, { method: "DELETE" })).status).toBe(200);
    const receipt = await rest.post(`/v1/memberships/${membership.body.id}/send-email`);
    expect(receipt.status).toBe(202);
    expect(await entriesFor(receipt.body.emailId)).toMatchObject([
      { entity: "email", action: "send", after: { kind: "MEMBERSHIP_RECEIPT", to: "ada@example.org", membershipId: membership.body.id } },
    ]);

    const keyEntries = await entriesFor(key.id);
    expect(keyEntries.map((entry) => entry.action)).toEqual(["revoke", "create"]);
    expect(keyEntries[0]).toMatchObject({ actor: { kind: "user", label: "owner@audit.test" }, before: { revokedAt: null }, after: { revokedAt: expect.any(String) } });
    const stored = await db().auditEntry.findMany({ where: { museumId: museum.museumId } });
    const text = JSON.stringify(stored);
    expect(text).not.toContain(key.key);
    expect(text).not.toContain(museum.apiKey);
    expect(text).not.toContain(membership.body.qrData);
    expect(stored.some((entry) => entry.entityId === membership.body.id)).toBe(true);
  });

  it("shows each museum only its own trail, to owners and admins only", async () => {
    await apiClient(foyer.baseUrl, other.apiKey).post("/v1/locations", { name: "Other museum's hall" });
    const ours = await trail();
    const theirs = await trail("", other.museumId);
    expect(theirs.list.some((entry) => entry.after?.name === "Other museum's hall")).toBe(true);
    expect(ours.list.some((entry) => entry.after?.name === "Other museum's hall")).toBe(false);
    const ourIds = new Set(ours.list.map((entry) => entry.id));
    expect(theirs.list.some((entry) => ourIds.has(entry.id))).toBe(false);
    expect(ours.total).toBe(await db().auditEntry.count({ where: { museumId: museum.museumId } }));

    const kinds = await trail("&entity=location");
    expect(kinds.list.length).toBeGreaterThan(0);
    expect(kinds.list.every((entry) => entry.entity === "location")).toBe(true);
    expect((await dashboard("audit-entries?entity=nonsense")).status).toBe(400);

    await grantMuseumRole({ email: "editor@audit.test", museumId: museum.museumId, role: "EDITOR" });
    const editorCookie = await signInToDashboard(foyer.baseUrl, "editor@audit.test");
    expect((await dashboard("audit-entries", { cookie: editorCookie })).status).toBe(403);
    expect((await dashboard("audit-entries", { cookie: editorCookie, museumId: other.museumId })).status).toBe(404);
  });
});
