import { randomBytes } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { callTool as rawCall } from "../support/mcp-oauth";
import { toolNames, useToolClients } from "../support/mcp-tool-checks";
import { createMember, type Member } from "../support/membership-fixtures";

// The customer and membership staff tools (docs/mcp.md, "The tools"): customers and memberships added,
// changed and removed, search_customers, the two membership emails, and verify_membership_qr for door
// staff too, called over real HTTP with user tokens (docs/mcp.md, "Locally, with a user token").

const PUBLIC_URL = "https://tools.example-museum.org";
const QR_KEY = randomBytes(32).toString("base64");

describe.each(testProviders())("the customer and membership staff tools on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-tools", "mcp-tools-other"],
    staff: [
      { email: "edith@tools.test", museum: "mcp-tools", role: "EDITOR" },
      { email: "vera@tools.test", museum: "mcp-tools", role: "VIEWER" },
      // Vera may change another museum, so the changing tools are hers to call (tools/list shows only
      // the tools some role of the user allows).
      { email: "vera@tools.test", museum: "mcp-tools-other", role: "EDITOR" },
      { email: "dora@tools.test", museum: "mcp-tools", role: "DOOR" },
      { email: "ada.admin@tools.test", museum: "mcp-tools", role: "ADMIN" },
      // Ed administers another museum, so erase_customer is his to call, and his role here decides.
      { email: "ed@tools.test", museum: "mcp-tools", role: "EDITOR" },
      { email: "ed@tools.test", museum: "mcp-tools-other", role: "ADMIN" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL, ADMISSION_SIGNING_KEY: QR_KEY },
  });
  const museum = foyer.museum("mcp-tools");
  const other = foyer.museum("mcp-tools-other");
  let member: Member;
  let renewing: Member;
  let editor: Client;
  let viewer: Client;
  let door: Client;
  let admin: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    member = await createMember(museum.museumId, { customerName: "Ada Lovelace", email: "ada@tools.test" });
    renewing = await createMember(museum.museumId, { customerName: "Grace Hopper", email: "grace@tools.test", autoRenew: true, membershipName: "Monthly" });
    editor = await tools.signIn("edith@tools.test", "192.0.2.1");
    viewer = await tools.signIn("vera@tools.test", "192.0.2.2");
    door = await tools.signIn("dora@tools.test", "192.0.2.3");
    admin = await tools.signIn("ada.admin@tools.test", "192.0.2.4");
  });

  it("adds a customer, changes their details, refuses a member number in use, and removes a customer without tickets", async () => {
    const added = await callTool(editor, "create_customer", { museumId: museum.museumId, name: "Grete Berger", email: "Grete@Berger.test", language: "de", memberNumber: "T-100" });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.customer).toMatchObject({ name: "Grete Berger", email: "grete@berger.test", language: "de", memberNumber: "T-100", erasedAt: null });
    const customerId = added.data.customer.id;
    expect(added.text).toContain(`Grete Berger (${customerId}), grete@berger.test, member T-100, emails in de`);
    const changed = await callTool(editor, "update_customer", { museumId: museum.museumId, customerId, name: "Grete Berger-Huber", email: null });
    expect(changed.data.customer).toMatchObject({ name: "Grete Berger-Huber", email: null, memberNumber: "T-100" });
    const twice = await callTool(editor, "create_customer", { museumId: museum.museumId, name: "Someone else", memberNumber: "T-100" });
    expect(twice.data.error).toMatchObject({ code: "ALREADY_EXISTS" });
    const read = await callTool(viewer, "get_customer", { museumId: museum.museumId, customerId });
    expect(read.data.customer.name).toBe("Grete Berger-Huber");
    const viewerMayNot = await callTool(viewer, "update_customer", { museumId: museum.museumId, customerId, name: "Nope" });
    expect(viewerMayNot.data.error).toMatchObject({ code: "FORBIDDEN" });
    const removed = await callTool(editor, "delete_customer", { museumId: museum.museumId, customerId });
    expect(removed.data).toEqual({ deleted: true, customerId });
    expect(await db().customer.count({ where: { id: customerId } })).toBe(0);
  });

  it("adds a membership to a customer, renews it, cancels it, takes the cancellation back, and removes it", async () => {
    const customer = await callTool(editor, "create_customer", { museumId: museum.museumId, name: "Karl Mitglied" });
    const customerId = customer.data.customer.id;
    const added = await callTool(editor, "create_membership", {
      museumId: museum.museumId,
      customerId,
      name: "Jahreskarte",
      validFrom: "2027-01-01T00:00:00+01:00",
      validTo: "2028-01-01T00:00:00+01:00",
      guestsPerVisit: 1,
    });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.membership).toMatchObject({ customerId, name: "Jahreskarte", status: "ACTIVE", validFrom: "2026-12-31T23:00:00.000Z", guestsPerVisit: 1, autoRenew: false });
    expect(added.data.membership.qrData).toEqual(expect.any(String));
    const membershipId = added.data.membership.id;
    const renewed = await callTool(editor, "update_membership", { museumId: museum.museumId, membershipId, validTo: "2029-01-01T00:00:00Z" });
    expect(renewed.data.membership).toMatchObject({ validTo: "2029-01-01T00:00:00.000Z", name: "Jahreskarte" });
    const cancelled = await callTool(editor, "cancel_membership", { museumId: museum.museumId, membershipId });
    expect(cancelled.data.membership).toMatchObject({ status: "CANCELLED", cancelledAt: expect.any(String) });
    expect(cancelled.text).toContain("CANCELLED (cancelled");
    const back = await callTool(editor, "update_membership", { museumId: museum.museumId, membershipId, status: "ACTIVE" });
    expect(back.data.membership).toMatchObject({ status: "ACTIVE", cancelledAt: null });
    const unknownCustomer = await callTool(editor, "create_membership", { museumId: museum.museumId, customerId: other.museumId, name: "X", validFrom: "2027-01-01T00:00:00Z", validTo: "2028-01-01T00:00:00Z" });
    expect(unknownCustomer.data.error).toMatchObject({ code: "NOT_FOUND" });
    const removed = await callTool(editor, "delete_membership", { museumId: museum.museumId, membershipId });
    expect(removed.data).toEqual({ deleted: true, membershipId });
    expect(await db().membership.count({ where: { id: membershipId } })).toBe(0);
  });

  it("searches customers with the filter language and shows their memberships", async () => {
    const found = await callTool(viewer, "search_customers", {
      museumId: museum.museumId,
      // The catalog's lists take the filter as JSON text, as /v1's ?filter= does.
      filter: JSON.stringify({ operator: "AND", conditions: [{ operator: "CONTAINS", fieldName: "NAME", value: "ada" }, { operator: "EQUAL", fieldName: "MEMBERSHIP.STATUS", value: "ACTIVE" }] }),
    });
    expect(found.isError, found.text).toBe(false);
    expect(found.data.list.map((customer: any) => customer.id)).toEqual([member.customerId]);
    const byEmail = await callTool(viewer, "search_customers", { museumId: museum.museumId, email: "grace@tools.test" });
    expect(byEmail.data.list.map((customer: any) => customer.id)).toEqual([renewing.customerId]);
    expect(found.text).toMatch(/^1 customer\(s\) match; showing 1–1\.\n- Ada /);
    const byNumber = await callTool(viewer, "search_customers", { museumId: museum.museumId, memberNumber: "no-such-number" });
    expect(byNumber.data).toEqual({ total: 0, list: [], nextCursor: null });
    const badFilter = await callTool(viewer, "search_customers", { museumId: museum.museumId, filter: JSON.stringify({ operator: "CONTAINS", fieldName: "SHOE", value: 1 }) });
    expect(badFilter.isError).toBe(true);
    expect(badFilter.data.error.code).toBe("INVALID_FILTER");

    // Guests are set where memberships are edited (/v1 here); the tool shows them.
    const guests = await apiClient(foyer.baseUrl, museum.apiKey).patch(`/v1/memberships/${renewing.membershipId}`, { guestsPerVisit: 2 });
    expect(guests.status, JSON.stringify(guests.body)).toBe(200);
    const memberships = await callTool(viewer, "customer_memberships", { museumId: museum.museumId, customerId: renewing.customerId });
    expect(memberships.data.customer.memberships).toEqual([expect.objectContaining({ id: renewing.membershipId, name: "Monthly", autoRenew: true, status: "ACTIVE", guestsPerVisit: 2 })]);
    expect(memberships.text).toContain("Grace Hopper");
    expect(memberships.text).toContain(`- Monthly (${renewing.membershipId}) of customer ${renewing.customerId}: ACTIVE,`);
    expect(memberships.text).toContain("renews itself, 2 guest(s) a visit");
    const single = await callTool(viewer, "customer_memberships", { museumId: museum.museumId, customerId: member.customerId });
    expect(single.data.customer.memberships).toEqual([expect.objectContaining({ id: member.membershipId, guestsPerVisit: 0 })]);
  });

  it("sends the two membership emails", async () => {
    const receipt = await callTool(editor, "send_membership_email", { museumId: museum.museumId, membershipId: member.membershipId });
    expect(receipt.isError, receipt.text).toBe(false);
    const queued = await db().emailOutbox.findUniqueOrThrow({ where: { id: receipt.data.email.emailId } });
    expect(queued).toMatchObject({ kind: "MEMBERSHIP_RECEIPT", membershipId: member.membershipId, to: "ada@tools.test" });
    // The answer says which membership's email went to whom.
    expect(receipt.data.email).toEqual({ emailId: queued.id, status: "queued", membershipId: member.membershipId, membershipName: "Annual pass", customerName: "Ada Lovelace", to: "ada@tools.test" });
    expect(receipt.text).toBe(`Queued the membership receipt with its QR code of Annual pass to Ada Lovelace <ada@tools.test> (email ${queued.id}); the outbox delivers it.`);
    const cancel = await callTool(editor, "send_cancel_subscription_email", { museumId: museum.museumId, membershipId: renewing.membershipId });
    expect(cancel.isError, cancel.text).toBe(false);
    expect((await db().emailOutbox.findUniqueOrThrow({ where: { id: cancel.data.email.emailId } })).kind).toBe("MEMBERSHIP_CANCEL_SUBSCRIPTION");
    const notRenewing = await callTool(editor, "send_cancel_subscription_email", { museumId: museum.museumId, membershipId: member.membershipId });
    expect(notRenewing.isError).toBe(true);
    expect(notRenewing.data.error.code).toBe("MEMBERSHIP_NOT_AUTO_RENEWING");
  });

  it("verifies QR data, door staff included", async () => {
    const qrData = membershipQrData({ id: member.membershipId, museumId: museum.museumId });
    const valid = await callTool(door, "verify_membership_qr", { museumId: museum.museumId, qrData });
    expect(valid.isError, valid.text).toBe(false);
    expect(valid.data.verification).toMatchObject({ valid: true, customerName: "Ada Lovelace" });
    const tampered = await callTool(door, "verify_membership_qr", { museumId: museum.museumId, qrData: `${qrData.slice(0, -2)}xx` });
    expect(tampered.data.verification).toEqual({ valid: false, customerName: null, membershipName: null, validTo: null, reason: "ALTERED" });
    expect(tampered.text).toBe("Not valid: the code was altered, or signed with a key that is no longer accepted (ALTERED).");
    const reading = await door.callTool({ name: "list_events", arguments: { museumId: museum.museumId } });
    expect(reading.isError, "door staff may not read the museum's records: the tool is not even theirs").toBe(true);
    expect(JSON.stringify(reading.content)).toContain("list_events not found");
  });

  it("erases a person's data on request for an owner or admin only, saying it cannot be undone", async () => {
    const person = await createMember(museum.museumId, { customerName: "Erna Erase", email: "erna@tools.test" });
    const listed = (await admin.listTools()).tools.find((tool) => tool.name === "erase_customer")!;
    expect(listed.description).toContain("cannot be undone");
    expect(listed.description).toContain("ask the person first");
    expect(listed.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    // An editor is not offered it, and calling it anyway does nothing.
    expect(toolNames((await editor.listTools()).tools)).not.toContain("erase_customer");
    const refused = await rawCall(editor, "erase_customer", { museumId: museum.museumId, customerId: person.customerId });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("erase_customer not found");
    const editorHere = await tools.signIn("ed@tools.test", "192.0.2.5");
    const forbidden = await callTool(editorHere, "erase_customer", { museumId: museum.museumId, customerId: person.customerId });
    expect(forbidden.data.error).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("only an owner or admin may") });
    expect((await db().customer.findUniqueOrThrow({ where: { id: person.customerId } })).name).toBe("Erna Erase");

    const erased = await callTool(admin, "erase_customer", { museumId: museum.museumId, customerId: person.customerId });
    expect(erased.isError, erased.text).toBe(false);
    expect(erased.data.erasure).toMatchObject({ customerId: person.customerId, memberships: 1 });
    expect(erased.text).toContain(`Erased the personal data of customer ${person.customerId}`);
    const stored = await db().customer.findUniqueOrThrow({ where: { id: person.customerId } });
    expect(stored).toMatchObject({ name: "Erased customer", email: null });
    expect(stored.erasedAt).not.toBeNull();
    expect((await db().membership.findUniqueOrThrow({ where: { id: person.membershipId } })).status).toBe("CANCELLED");
  });
});
