import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createCustomer } from "@/lib/domain/customers/create-customer";
import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { createOrder } from "@/lib/domain/orders/create-order";
import { createReservation } from "@/lib/domain/reservations/create-reservation";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, graphqlAs, staffToken, type GraphqlAnswer } from "../support/graphql-client";
import { createMember } from "../support/membership-fixtures";
import { peopleRoleCases } from "../support/people-role-cases";
import { seasonRoleCases } from "../support/season-role-cases";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// Every mutation × every role, and a user with no role in the museum. An allowed mutation succeeds
// and its change is in the database; a refused one answers FORBIDDEN (NOT_FOUND without a role) and
// the database is exactly as before.

type Caller = MuseumRoleName | "NO_ROLE";
const callers: Caller[] = ["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR", "NO_ROLE"];
const modifiers = new Set<Caller>(["OWNER", "ADMIN", "EDITOR"]);

interface Fixture {
  museumId: string;
  ticketing: Ticketing;
  membershipId: string;
  qrData: string;
}

interface MutationCase {
  name: string;
  /** Who may run it; everyone else with a role gets FORBIDDEN. */
  allowed: Set<Caller>;
  /** Runs the mutation as `caller` and returns the answer plus a probe of the state it would change. */
  run(call: ReturnType<typeof graphqlAs>, fixture: Fixture, caller: Caller): Promise<{ answer: GraphqlAnswer; changed: () => Promise<boolean> }>;
}

const slotInput = (capacity: number) => ({ startsAt: "2027-05-01T10:00:00Z", endsAt: "2027-05-01T11:00:00Z", capacity });

const emailsOf = (membershipId: string, kind: string) => db().emailOutbox.count({ where: { membershipId, kind } });

/** A held order for one ticket of the fixture's slot, made through the service as /v1 would. */
async function heldOrder({ museumId, ticketing }: Fixture, email?: string): Promise<string> {
  const input = { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }], ...(email ? { email } : {}) };
  return (await createOrder({ actor: { museumId }, input })).id;
}

async function soldOrder(fixture: Fixture, email?: string) {
  const id = await heldOrder(fixture, email);
  return confirmOrder({ actor: { museumId: fixture.museumId }, id });
}

const orderStatus = async (id: string) => (await db().order.findUniqueOrThrow({ where: { id } })).status;

const cases: MutationCase[] = [
  {
    name: "createEvent",
    allowed: modifiers,
    async run(call, { museumId }, caller) {
      const name = `Created by ${caller}`;
      const answer = await call(`mutation($m: ID!, $name: String!) { createEvent(museumId: $m, input: { name: $name }) { id name } }`, { m: museumId, name });
      return { answer, changed: async () => (await db().event.count({ where: { museumId, name } })) === 1 };
    },
  },
  {
    name: "updateEvent",
    allowed: modifiers,
    async run(call, { museumId, ticketing }, caller) {
      const name = `Renamed by ${caller}`;
      const answer = await call(`mutation($m: ID!, $id: ID!, $name: String!) { updateEvent(museumId: $m, id: $id, input: { name: $name }) { id name } }`, {
        m: museumId,
        id: ticketing.eventId,
        name,
      });
      return { answer, changed: async () => (await db().event.findUniqueOrThrow({ where: { id: ticketing.eventId } })).name === name };
    },
  },
  {
    name: "createTimeSlot",
    allowed: modifiers,
    async run(call, { museumId }, caller) {
      const capacity = 500 + callers.indexOf(caller);
      const answer = await call(`mutation($m: ID!, $input: CreateTimeSlotInput!) { createTimeSlot(museumId: $m, input: $input) { id capacity } }`, {
        m: museumId,
        input: slotInput(capacity),
      });
      return { answer, changed: async () => (await db().timeSlot.count({ where: { museumId, capacity } })) === 1 };
    },
  },
  {
    name: "updateTimeSlot",
    allowed: modifiers,
    async run(call, { museumId, ticketing }, caller) {
      const capacity = 600 + callers.indexOf(caller);
      const answer = await call(`mutation($m: ID!, $id: ID!, $c: Int!) { updateTimeSlot(museumId: $m, id: $id, input: { capacity: $c }) { id capacity } }`, {
        m: museumId,
        id: ticketing.timeSlotId,
        c: capacity,
      });
      return { answer, changed: async () => (await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId } })).capacity === capacity };
    },
  },
  {
    name: "createTicketType",
    allowed: modifiers,
    async run(call, { museumId, ticketing }, caller) {
      const name = `Type by ${caller}`;
      const answer = await call(`mutation($m: ID!, $input: CreateTicketTypeInput!) { createTicketType(museumId: $m, input: $input) { id name } }`, {
        m: museumId,
        input: { eventId: ticketing.eventId, name, price: 900, masterLanguage: "en", maxQuantity: 50 },
      });
      return { answer, changed: async () => (await db().ticketType.count({ where: { museumId, name } })) === 1 };
    },
  },
  {
    name: "updateTicketType",
    allowed: modifiers,
    async run(call, { museumId, ticketing }, caller) {
      const name = `Type renamed by ${caller}`;
      const answer = await call(`mutation($m: ID!, $id: ID!, $name: String!) { updateTicketType(museumId: $m, id: $id, input: { name: $name }) { id name } }`, {
        m: museumId,
        id: ticketing.ticketTypeId,
        name,
      });
      return { answer, changed: async () => (await db().ticketType.findUniqueOrThrow({ where: { id: ticketing.ticketTypeId } })).name === name };
    },
  },
  {
    name: "cancelReservation",
    allowed: modifiers,
    async run(call, { museumId, ticketing }) {
      const { id } = await createReservation({ actor: { museumId }, ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
      const answer = await call(`mutation($m: ID!, $id: ID!) { cancelReservation(museumId: $m, id: $id) { id status } }`, { m: museumId, id });
      return { answer, changed: async () => (await db().ticketReservation.findUniqueOrThrow({ where: { id } })).status !== "ACTIVE" };
    },
  },
  {
    name: "sellAtDesk",
    allowed: modifiers,
    async run(call, { museumId, ticketing }) {
      const sale = { timeSlotId: ticketing.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] };
      const before = await db().order.count({ where: { museumId, paymentMethod: "CASH" } });
      const answer = await call(`mutation($m: ID!, $input: DeskSaleInput!) { sellAtDesk(museumId: $m, input: $input) { id status } }`, { m: museumId, input: sale });
      return { answer, changed: async () => (await db().order.count({ where: { museumId, paymentMethod: "CASH", status: "CONFIRMED" } })) > before };
    },
  },
  {
    name: "confirmOrder",
    allowed: modifiers,
    async run(call, fixture) {
      const id = await heldOrder(fixture);
      const answer = await call(`mutation($m: ID!, $id: ID!) { confirmOrder(museumId: $m, id: $id) { id status } }`, { m: fixture.museumId, id });
      return { answer, changed: async () => (await orderStatus(id)) === "CONFIRMED" };
    },
  },
  {
    name: "cancelOrder",
    allowed: modifiers,
    async run(call, fixture) {
      const id = await heldOrder(fixture);
      const answer = await call(`mutation($m: ID!, $id: ID!) { cancelOrder(museumId: $m, id: $id) { id status } }`, { m: fixture.museumId, id });
      return { answer, changed: async () => (await orderStatus(id)) === "CANCELLED" };
    },
  },
  {
    name: "extendOrder",
    allowed: modifiers,
    async run(call, fixture) {
      const id = await heldOrder(fixture);
      // About to expire, so an extension is plain to see.
      await db().order.update({ where: { id }, data: { expiresAt: new Date(Date.now() + 60_000) } });
      const answer = await call(`mutation($m: ID!, $id: ID!) { extendOrder(museumId: $m, id: $id) { id expiresAt } }`, { m: fixture.museumId, id });
      return { answer, changed: async () => (await db().order.findUniqueOrThrow({ where: { id } })).expiresAt.getTime() > Date.now() + 10 * 60_000 };
    },
  },
  {
    name: "sendOrderTickets",
    allowed: modifiers,
    async run(call, fixture) {
      const { id } = await soldOrder(fixture, "visitor@roles.test");
      const answer = await call(`mutation($m: ID!, $id: ID!) { sendOrderTickets(museumId: $m, id: $id) { emailId status } }`, { m: fixture.museumId, id });
      // Confirming queued the first email; a resend is the second.
      return { answer, changed: async () => (await db().emailOutbox.count({ where: { orderId: id } })) === 2 };
    },
  },
  {
    name: "voidTicket",
    allowed: modifiers,
    async run(call, fixture) {
      const ticketId = (await soldOrder(fixture)).tickets[0]!.id;
      const answer = await call(`mutation($m: ID!, $id: ID!) { voidTicket(museumId: $m, id: $id) { id status } }`, { m: fixture.museumId, id: ticketId });
      return { answer, changed: async () => (await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).status === "VOIDED" };
    },
  },
  {
    name: "sendMembershipEmail",
    allowed: modifiers,
    async run(call, { museumId, membershipId }) {
      const before = await emailsOf(membershipId, "MEMBERSHIP_RECEIPT");
      const answer = await call(`mutation($m: ID!, $id: ID!) { sendMembershipEmail(museumId: $m, membershipId: $id) { emailId status } }`, { m: museumId, id: membershipId });
      return { answer, changed: async () => (await emailsOf(membershipId, "MEMBERSHIP_RECEIPT")) === before + 1 };
    },
  },
  {
    name: "sendCancelSubscriptionEmail",
    allowed: modifiers,
    async run(call, { museumId, membershipId }) {
      const before = await emailsOf(membershipId, "MEMBERSHIP_CANCEL_SUBSCRIPTION");
      const answer = await call(`mutation($m: ID!, $id: ID!) { sendCancelSubscriptionEmail(museumId: $m, membershipId: $id) { emailId status } }`, {
        m: museumId,
        id: membershipId,
      });
      return { answer, changed: async () => (await emailsOf(membershipId, "MEMBERSHIP_CANCEL_SUBSCRIPTION")) === before + 1 };
    },
  },
  {
    name: "setDailySummaryEmail",
    // The museum's setup is for OWNER and ADMIN (README, "Roles"); so is the summary of its day.
    allowed: new Set<Caller>(["OWNER", "ADMIN"]),
    async run(call, { museumId }, caller) {
      const answer = await call(`mutation($m: ID!) { setDailySummaryEmail(museumId: $m, enabled: true) { id dailySummaryEmail } }`, { m: museumId });
      const email = `${caller.toLowerCase()}@roles.test`;
      return { answer, changed: async () => (await db().museumRole.count({ where: { museumId, dailySummary: true, user: { email } } })) === 1 };
    },
  },
  {
    name: "eraseCustomer",
    // Erasing a person cannot be undone: OWNER and ADMIN only, as the museum's setup (README, "Roles").
    allowed: new Set<Caller>(["OWNER", "ADMIN"]),
    async run(call, { museumId }, caller) {
      const { id } = await createCustomer({ actor: { museumId }, input: { name: `Erasable by ${caller}`, email: `erasable-${caller.toLowerCase()}@roles.test` } });
      const answer = await call(`mutation($m: ID!, $id: ID!) { eraseCustomer(museumId: $m, id: $id) { customerId } }`, { m: museumId, id });
      return { answer, changed: async () => (await db().customer.findUniqueOrThrow({ where: { id } })).erasedAt !== null };
    },
  },
  {
    name: "verifyMembershipQrCode",
    allowed: new Set<Caller>(["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"]),
    async run(call, { museumId, qrData }) {
      const answer = await call(`mutation($m: ID!, $qr: String!) { verifyMembershipQrCode(museumId: $m, qrData: $qr) { valid customerName } }`, { m: museumId, qr: qrData });
      // The door check changes nothing: "changed" here means it answered the member's data.
      return { answer, changed: async () => answer.body.data?.verifyMembershipQrCode?.valid === true };
    },
  },
  {
    name: "checkIn",
    allowed: new Set<Caller>(["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"]),
    async run(call, { museumId, membershipId, qrData }) {
      const before = await db().checkIn.count({ where: { membershipId } });
      const answer = await call(`mutation($m: ID!, $qr: String!) { checkIn(museumId: $m, qrData: $qr, entrance: "Roles") { admitted checkIn { id } } }`, { m: museumId, qr: qrData });
      return { answer, changed: async () => (await db().checkIn.count({ where: { membershipId } })) === before + 1 };
    },
  },
  {
    name: "checkOut",
    allowed: new Set<Caller>(["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"]),
    async run(call, { museumId, membershipId, qrData }) {
      // The member is inside (a visit of their own), so an allowed exit ends exactly that visit.
      const visit = await db().checkIn.create({ data: { museumId, kind: "MEMBERSHIP", membershipId, entrance: "Roles" }, select: { id: true } });
      const answer = await call(`mutation($m: ID!, $qr: String!) { checkOut(museumId: $m, qrData: $qr, entrance: "Roles exit") { checkedOut checkOut { checkInId } } }`, { m: museumId, qr: qrData });
      const changed = async () => (await db().checkIn.findUniqueOrThrow({ where: { id: visit.id }, select: { checkedOutAt: true } })).checkedOutAt !== null;
      if (!(await changed())) await db().checkIn.update({ where: { id: visit.id }, data: { checkedOutAt: new Date() } });
      return { answer, changed: async () => answer.body.data?.checkOut?.checkOut?.checkInId === visit.id };
    },
  },
  ...peopleRoleCases(modifiers),
  ...seasonRoleCases(modifiers, callers),
];

describe.each(testProviders())("GraphQL role × mutation matrix on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["roles", "roles-elsewhere"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  let fixture: Fixture;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    const museum = foyer.museum("roles");
    const elsewhere = foyer.museum("roles-elsewhere");
    for (const caller of callers) {
      const email = `${caller.toLowerCase()}@roles.test`;
      // The user with no role here is staff elsewhere, so their token is a real staff token.
      const staff = caller === "NO_ROLE" ? await staffToken(email, elsewhere.museumId, "OWNER") : await staffToken(email, museum.museumId, caller);
      tokens.set(caller, staff.token);
    }
    const ticketing = await createTicketing(museum.museumId, { capacity: 100 });
    const member = await createMember(museum.museumId, { autoRenew: true });
    const owner = graphqlAs(foyer.baseUrl, tokens.get("OWNER")!);
    const read = await owner(`query($m: ID!, $id: ID!) { museum(id: $m) { membership(id: $id) { qrData } } }`, { m: museum.museumId, id: member.membershipId });
    fixture = { museumId: museum.museumId, ticketing, membershipId: member.membershipId, qrData: read.body.data.museum.membership.qrData };
  });

  it("covers every mutation in the schema", async () => {
    const answer = await graphqlAs(foyer.baseUrl, tokens.get("VIEWER")!)(`{ __schema { mutationType { fields { name } } } }`);
    const names = answer.body.data.__schema.mutationType.fields.map((field: { name: string }) => field.name);
    expect(names.sort()).toEqual(cases.map((mutation) => mutation.name).sort());
  });

  for (const mutation of cases) {
    for (const caller of callers) {
      const expected = caller === "NO_ROLE" ? "NOT_FOUND" : mutation.allowed.has(caller) ? "success" : "FORBIDDEN";
      it(`${mutation.name} by ${caller}: ${expected}`, async () => {
        const { answer, changed } = await mutation.run(graphqlAs(foyer.baseUrl, tokens.get(caller)!), fixture, caller);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        if (expected === "success") {
          expect(answer.body.errors, JSON.stringify(answer.body)).toBeUndefined();
          expect(answer.body.data[mutation.name]).toBeTruthy();
        } else {
          expect(errorCodes(answer)).toEqual([expected]);
          expect(answer.body.data).toBeNull();
        }
        expect(await changed()).toBe(expected === "success");
      });
    }
  }
});
