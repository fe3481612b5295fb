import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createCustomerField } from "@/lib/domain/customer-fields/create-customer-field";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { signInToDashboard } from "../support/dashboard-session";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, postGraphql } from "../support/graphql-client";

// The Customer page's writes and reads (docs/dashboard.md, "Customer", "Emails"): customers created and
// changed through GraphQL with the museum's custom fields, memberships added, renewed and cancelled,
// the emails about one customer newest first, and one email's content as it was sent. Roles and
// other museums are refused in tests/dashboard/graphql-roles.test.ts and the cross-tenant suites.

const CUSTOMER = "id name email memberNumber language customFields memberships { id status }";
const CREATE = `mutation($m: ID!, $input: CreateCustomerInput!) { createCustomer(museumId: $m, input: $input) { ${CUSTOMER} } }`;
const UPDATE = `mutation($m: ID!, $id: ID!, $input: UpdateCustomerInput!) { updateCustomer(museumId: $m, id: $id, input: $input) { ${CUSTOMER} } }`;
const ADD_MEMBERSHIP = `mutation($m: ID!, $input: CreateMembershipInput!) { createMembership(museumId: $m, input: $input) { id customerId name validFrom validTo status autoRenew } }`;
const UPDATE_MEMBERSHIP = `mutation($m: ID!, $id: ID!, $input: UpdateMembershipInput!) { updateMembership(museumId: $m, id: $id, input: $input) { id validFrom validTo status cancelledAt } }`;
const SEND = `mutation($m: ID!, $id: ID!) { sendMembershipEmail(museumId: $m, membershipId: $id) { emailId } }`;

interface Email {
  id: string;
  to: string;
  subject: string;
  kind: string;
  html?: string;
  text?: string;
  kept?: boolean;
}

describe.each(testProviders())("customers and their emails from the dashboard on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["dash-customers", "dash-customers-other"] });
  const museum = foyer.museum("dash-customers");
  const other = foyer.museum("dash-customers-other");
  let editorCookie: string;
  let ownerCookie: string;
  let viewerCookie: string;

  const gql = (cookie: string, query: string, variables: Record<string, unknown>) => postGraphql(foyer.baseUrl, { query, variables }, { cookie });
  const dashboard = async (cookie: string, path: string, museumId = museum.museumId) => {
    const answer = await fetch(`${foyer.baseUrl}/api/dashboard/museums/${museumId}/${path}`, { headers: { cookie } });
    return { status: answer.status, body: (await answer.json()) as any };
  };

  beforeAll(async () => {
    const actor = { museumId: museum.museumId };
    await createCustomerField({ actor, input: { key: "shoe_size", label: "Shoe size", type: "number" } });
    await createCustomerField({ actor, input: { key: "newsletter", label: "Newsletter", type: "boolean" } });
    await createCustomerField({ actor, input: { key: "birthday", label: "Birthday", type: "date" } });
    await createCustomerField({ actor, input: { key: "tags", label: "Tags", type: "list" } });
    const roles = [
      ["edith@dash-customers.test", "EDITOR"],
      ["olga@dash-customers.test", "OWNER"],
      ["vera@dash-customers.test", "VIEWER"],
    ] as const;
    for (const [email, role] of roles) await grantMuseumRole({ email, museumId: museum.museumId, role });
    editorCookie = await signInToDashboard(foyer.baseUrl, roles[0][0]);
    ownerCookie = await signInToDashboard(foyer.baseUrl, roles[1][0]);
    viewerCookie = await signInToDashboard(foyer.baseUrl, roles[2][0]);
  });

  it("creates a customer with custom fields of every type, adds an email address later and clears a field", async () => {
    const input = { name: "Grace Hopper", language: "de", customFields: { shoe_size: 39, newsletter: true, birthday: "1906-12-09T00:00:00.000Z", tags: ["navy", "cobol"] } };
    const created = await gql(editorCookie, CREATE, { m: museum.museumId, input });
    expect(created.body.errors).toBeUndefined();
    const customer = created.body.data.createCustomer;
    expect(customer).toMatchObject({ name: "Grace Hopper", email: null, language: "de", memberships: [] });
    expect(customer.customFields).toEqual({ shoe_size: 39, newsletter: true, birthday: "1906-12-09T00:00:00.000Z", tags: ["navy", "cobol"] });

    const updated = await gql(editorCookie, UPDATE, { m: museum.museumId, id: customer.id, input: { email: "Grace@Example.org", customFields: { shoe_size: null, newsletter: false } } });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateCustomer).toMatchObject({ email: "grace@example.org", customFields: { newsletter: false, birthday: "1906-12-09T00:00:00.000Z", tags: ["navy", "cobol"] } });
    expect(updated.body.data.updateCustomer.customFields).not.toHaveProperty("shoe_size");
    const audit = await db().auditEntry.findMany({ where: { entity: "customer", entityId: customer.id }, orderBy: { id: "asc" }, select: { action: true } });
    expect(audit.map((entry) => entry.action)).toEqual(["create", "update"]);
  });

  it("refuses bad values with one detail per field, and a member number another customer has", async () => {
    const refused = await gql(editorCookie, CREATE, { m: museum.museumId, input: { name: " ", email: "not an address", customFields: { shoe_size: "large" } } });
    expect(errorCodes(refused)).toEqual(["VALIDATION_ERROR"]);
    const paths = refused.body.errors[0].extensions.details.map((detail: { path: string }) => detail.path).sort();
    expect(paths).toEqual(["input.email", "input.name"]);
    const badField = await gql(editorCookie, CREATE, { m: museum.museumId, input: { name: "Ada", customFields: { shoe_size: "large" } } });
    expect(errorCodes(badField)).toEqual(["VALIDATION_ERROR"]);
    expect(badField.body.errors[0].extensions.details).toEqual([expect.objectContaining({ path: "customFields.shoe_size" })]);

    await gql(editorCookie, CREATE, { m: museum.museumId, input: { name: "First holder", memberNumber: "M-100" } });
    const taken = await gql(editorCookie, CREATE, { m: museum.museumId, input: { name: "Second holder", memberNumber: "M-100" } });
    expect(errorCodes(taken)).toEqual(["ALREADY_EXISTS"]);
    expect(await db().customer.count({ where: { museumId: museum.museumId, name: "Second holder" } })).toBe(0);
  });

  it("adds, renews and cancels a membership; a viewer may do none of it", async () => {
    const customer = (await gql(editorCookie, CREATE, { m: museum.museumId, input: { name: "Member Mia", email: "mia@example.org" } })).body.data.createCustomer;
    const input = { customerId: customer.id, name: "Annual pass", validFrom: "2026-01-01T00:00:00Z", validTo: "2026-12-31T00:00:00Z" };
    expect(errorCodes(await gql(viewerCookie, ADD_MEMBERSHIP, { m: museum.museumId, input }))).toEqual(["FORBIDDEN"]);
    const added = await gql(editorCookie, ADD_MEMBERSHIP, { m: museum.museumId, input });
    expect(added.body.data.createMembership).toMatchObject({ customerId: customer.id, name: "Annual pass", status: "ACTIVE", autoRenew: false });
    const id = added.body.data.createMembership.id;

    const backwards = await gql(editorCookie, UPDATE_MEMBERSHIP, { m: museum.museumId, id, input: { validTo: "2025-06-01T00:00:00Z" } });
    expect(errorCodes(backwards)).toEqual(["VALIDATION_ERROR"]);
    const renewed = await gql(editorCookie, UPDATE_MEMBERSHIP, { m: museum.museumId, id, input: { validTo: "2027-12-31T00:00:00Z" } });
    expect(renewed.body.data.updateMembership).toMatchObject({ validFrom: "2026-01-01T00:00:00.000Z", validTo: "2027-12-31T00:00:00.000Z", status: "ACTIVE", cancelledAt: null });

    expect(errorCodes(await gql(viewerCookie, UPDATE_MEMBERSHIP, { m: museum.museumId, id, input: { status: "CANCELLED" } }))).toEqual(["FORBIDDEN"]);
    const cancelled = await gql(editorCookie, UPDATE_MEMBERSHIP, { m: museum.museumId, id, input: { status: "CANCELLED" } });
    expect(cancelled.body.data.updateMembership).toMatchObject({ status: "CANCELLED", cancelledAt: expect.any(String) });
    const audit = await db().auditEntry.findMany({ where: { entity: "membership", entityId: id }, orderBy: { id: "asc" }, select: { action: true } });
    expect(audit).toHaveLength(3);
  });

  it("lists one customer's emails newest first, opens one as it was sent with its QR code, and keeps only the delivery once the person is erased", async () => {
    const make = async (name: string, email: string) => {
      const customer = (await gql(editorCookie, CREATE, { m: museum.museumId, input: { name, email } })).body.data.createCustomer;
      const input = { customerId: customer.id, name: "Family pass", validFrom: "2026-01-01T00:00:00Z", validTo: "2099-12-31T00:00:00Z", autoRenew: true };
      const membership = (await gql(editorCookie, ADD_MEMBERSHIP, { m: museum.museumId, input })).body.data.createMembership;
      return { customerId: customer.id as string, membershipId: membership.id as string };
    };
    const alan = await make("Alan Turing", "alan@example.org");
    const other = await make("Joan Clarke", "joan@example.org");
    const first = (await gql(editorCookie, SEND, { m: museum.museumId, id: alan.membershipId })).body.data.sendMembershipEmail.emailId;
    await gql(editorCookie, SEND, { m: museum.museumId, id: other.membershipId });
    // Queued a moment apart, so newest first is a real order rather than the ids'.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = (await gql(editorCookie, SEND, { m: museum.museumId, id: alan.membershipId })).body.data.sendMembershipEmail.emailId;

    const mine = await dashboard(viewerCookie, `emails?customerId=${alan.customerId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.list.map((email: Email) => email.id)).toEqual([second, first]);
    const all = await dashboard(viewerCookie, "emails?limit=1000");
    expect(all.body.list[0].id).toBe(second);
    const times = all.body.list.map((email: { createdAt: string }) => email.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const opened = await dashboard(viewerCookie, `emails/${first}`);
    expect(opened.status).toBe(200);
    const email = opened.body as Email;
    expect(email).toMatchObject({ id: first, to: "alan@example.org", kind: "MEMBERSHIP_RECEIPT", subject: "Your membership at Museum dash-customers", kept: true });
    expect(email.html).toContain("Alan Turing");
    expect(email.html).toContain("data:image/png;base64,");
    expect(email.html).not.toContain("cid:");
    expect(email.text).toContain("Family pass");

    const erased = await gql(ownerCookie, `mutation($m: ID!, $id: ID!) { eraseCustomer(museumId: $m, id: $id) { emails } }`, { m: museum.museumId, id: alan.customerId });
    expect(erased.body.data.eraseCustomer.emails).toBe(2);
    const afterErasure = (await dashboard(viewerCookie, `emails/${first}`)).body as Email;
    expect(afterErasure).toMatchObject({ kept: false, html: "", text: "", to: "(erased)" });
  });

  it("answers another museum's email as one that does not exist", async () => {
    const foreign = await dashboard(editorCookie, `emails/00000000-0000-4000-8000-000000000000`);
    expect(foreign.status).toBe(404);
    expect((await dashboard(editorCookie, "emails", other.museumId)).status).toBe(404);
  });
});
