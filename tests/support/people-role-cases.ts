import { db } from "@/lib/db/client";
import { createCustomer } from "@/lib/domain/customers/create-customer";
import { saveFilter } from "@/lib/domain/saved-filters/saved-filters";
import type { GraphqlAnswer, graphqlAs } from "./graphql-client";
import { createMember } from "./membership-fixtures";

// The locations', customers', memberships' and saved filters' mutations (docs/graphql.md) for
// tests/dashboard/graphql-roles.test.ts's role × mutation matrix: each run makes or changes a record
// of its own, named after the caller, that `changed` looks for.

export interface PeopleRoleCase<Caller extends string> {
  name: string;
  allowed: Set<Caller>;
  run(call: ReturnType<typeof graphqlAs>, fixture: { museumId: string }, caller: Caller): Promise<{ answer: GraphqlAnswer; changed: () => Promise<boolean> }>;
}

export function peopleRoleCases<Caller extends string>(modifiers: Set<Caller>): PeopleRoleCase<Caller>[] {
  return [
    {
      name: "createLocation",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const name = `Hall made by ${caller}`;
        const answer = await call(`mutation($m: ID!, $input: CreateLocationInput!) { createLocation(museumId: $m, input: $input) { id name } }`, {
          m: museumId,
          input: { name, timezone: "Europe/Berlin", maxOccupancy: 80 },
        });
        return { answer, changed: async () => (await db().location.count({ where: { museumId, name, maxOccupancy: 80 } })) === 1 };
      },
    },
    {
      name: "updateLocation",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const { id } = await db().location.create({ data: { museumId, name: `Hall of ${caller}`, timezone: "UTC" }, select: { id: true } });
        const answer = await call(`mutation($m: ID!, $id: ID!) { updateLocation(museumId: $m, id: $id, input: { maxOccupancy: 120 }) { id maxOccupancy } }`, { m: museumId, id });
        return { answer, changed: async () => (await db().location.findUniqueOrThrow({ where: { id } })).maxOccupancy === 120 };
      },
    },
    {
      name: "createCustomer",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const name = `Customer made by ${caller}`;
        const answer = await call(`mutation($m: ID!, $input: CreateCustomerInput!) { createCustomer(museumId: $m, input: $input) { id name } }`, { m: museumId, input: { name } });
        return { answer, changed: async () => (await db().customer.count({ where: { museumId, name } })) === 1 };
      },
    },
    {
      name: "updateCustomer",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const { id } = await createCustomer({ actor: { museumId }, input: { name: `To change by ${caller}` } });
        const email = `changed-by-${caller.toLowerCase()}@roles.test`;
        const answer = await call(`mutation($m: ID!, $id: ID!, $input: UpdateCustomerInput!) { updateCustomer(museumId: $m, id: $id, input: $input) { id email } }`, {
          m: museumId,
          id,
          input: { email },
        });
        return { answer, changed: async () => (await db().customer.findUniqueOrThrow({ where: { id } })).email === email };
      },
    },
    {
      name: "createMembership",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const { id: customerId } = await createCustomer({ actor: { museumId }, input: { name: `Member to be, ${caller}` } });
        const input = { customerId, name: "Annual pass", validFrom: "2027-01-01T00:00:00Z", validTo: "2027-12-31T00:00:00Z" };
        const answer = await call(`mutation($m: ID!, $input: CreateMembershipInput!) { createMembership(museumId: $m, input: $input) { id status } }`, { m: museumId, input });
        return { answer, changed: async () => (await db().membership.count({ where: { customerId } })) === 1 };
      },
    },
    {
      name: "updateMembership",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const { membershipId } = await createMember(museumId, { customerName: `Cancellable by ${caller}` });
        const answer = await call(`mutation($m: ID!, $id: ID!) { updateMembership(museumId: $m, id: $id, input: { status: CANCELLED }) { id status cancelledAt } }`, {
          m: museumId,
          id: membershipId,
        });
        return { answer, changed: async () => (await db().membership.findUniqueOrThrow({ where: { id: membershipId } })).status === "CANCELLED" };
      },
    },
    {
      name: "saveFilter",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const name = `Saved by ${caller}`;
        const filter = JSON.stringify({ operator: "AND", conditions: [{ fieldName: "NAME", operator: "CONTAINS", value: "ada" }] });
        const answer = await call(`mutation($m: ID!, $input: SaveFilterInput!) { saveFilter(museumId: $m, input: $input) { id name } }`, {
          m: museumId,
          input: { kind: "CUSTOMER", name, filter },
        });
        return { answer, changed: async () => (await db().savedFilter.count({ where: { museumId, name } })) === 1 };
      },
    },
    {
      name: "deleteSavedFilter",
      allowed: modifiers,
      async run(call, { museumId }, caller) {
        const saved = await saveFilter({ actor: { museumId }, input: { kind: "MEMBERSHIP", name: `Deletable by ${caller}`, filter: { operator: "AND", conditions: [] } } });
        const answer = await call(`mutation($m: ID!, $id: ID!) { deleteSavedFilter(museumId: $m, id: $id) }`, { m: museumId, id: saved.id });
        return { answer, changed: async () => (await db().savedFilter.count({ where: { id: saved.id } })) === 0 };
      },
    },
  ];
}
