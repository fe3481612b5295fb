import { disconnectAll } from "@/lib/db/client";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createCustomerField } from "@/lib/domain/customer-fields/create-customer-field";
import { createCustomer } from "@/lib/domain/customers/create-customer";
import { createCustomerInput } from "@/lib/domain/customers/customer-schemas";
import { createEvent } from "@/lib/domain/events/create-event";
import { createEventInput } from "@/lib/domain/events/event-schemas";
import { createLocation } from "@/lib/domain/locations/create-location";
import { createLocationInput } from "@/lib/domain/locations/location-schemas";
import { createMembership } from "@/lib/domain/memberships/create-membership";
import { createMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { createTicketType } from "@/lib/domain/ticket-types/create-ticket-type";
import { createTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { createTicket } from "@/lib/domain/tickets/create-ticket";
import { createTimeSlot } from "@/lib/domain/time-slots/create-time-slot";
import { createTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { seedDoorMuseum, type DoorScenario } from "./door-scenario";

// The museum the browser tests work in, made through the domain services on the server's database:
// staff of every role, a second museum for the switcher and a third where nobody of them has a role,
// an event with time slots today, custom fields and customers for the filter builder, a member, and a
// separate museum for the door tests.

export interface Scenario {
  apiKey: string;
  museums: Record<"harbour" | "hilltop" | "other", { id: string; name: string }>;
  staff: Record<"owner" | "editor" | "viewer" | "door" | "newcomer", string>;
  event: { id: string; name: string; ticketTypeId: string; locationId: string };
  member: { customerId: string; name: string; membershipId: string; membershipName: string };
  /** The door tests' own museum (door-scenario.ts). */
  door: DoorScenario;
}

const DAY_MS = 86_400_000;

const scenarioCustomers: { name: string; language: string; shoeSize?: number; email: string }[] = [
  { name: "Anna Berger", language: "de", shoeSize: 38, email: "anna.berger@example.org" },
  { name: "Jonas Brandt", language: "de", shoeSize: 44, email: "jonas@example.org" },
  { name: "Ananya Rao", language: "en", shoeSize: 41, email: "ananya@example.org" },
  { name: "Hannah Scott", language: "en", shoeSize: 37, email: "hannah@example.org" },
  { name: "Daniel Novak", language: "cs", shoeSize: 43, email: "daniel@example.org" },
  { name: "Chloé Martin", language: "fr", shoeSize: 39, email: "chloe@example.org" },
  { name: "Ivan Petrov", language: "en", email: "ivan@example.org" },
  { name: "Joanna Wells", language: "en", shoeSize: 42, email: "joanna@example.org" },
  { name: "Mark Hill", language: "en", shoeSize: 45, email: "mark@example.org" },
];

/** Today at hh:mm UTC. */
function todayAt(hours: number, minutes = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes)).toISOString();
}

export async function seedScenario(databaseUrl: string): Promise<Scenario> {
  process.env.DATABASE_URL = databaseUrl;
  try {
    const harbour = await createMuseum({ name: "Harbour Museum", slug: "harbour" });
    const hilltop = await createMuseum({ name: "Hilltop Gallery", slug: "hilltop" });
    const other = await createMuseum({ name: "Other Museum", slug: "other" });
    const staff: Scenario["staff"] = {
      owner: "olivia.owner@harbour.test",
      editor: "ed.editor@harbour.test",
      viewer: "vera.viewer@harbour.test",
      door: "dora.door@harbour.test",
      newcomer: "nina.new@harbour.test",
    };
    const roles: [string, string, MuseumRoleName][] = [
      [staff.owner, harbour.id, "OWNER"],
      [staff.owner, hilltop.id, "ADMIN"],
      [staff.editor, harbour.id, "EDITOR"],
      [staff.viewer, harbour.id, "VIEWER"],
      [staff.door, harbour.id, "DOOR"],
      [staff.newcomer, harbour.id, "EDITOR"],
      [staff.newcomer, hilltop.id, "VIEWER"],
    ];
    for (const [email, museumId, role] of roles) await grantMuseumRole({ email, museumId, role });
    const apiKey = (await createApiKey({ museumId: harbour.id, name: "Web shop" })).key;
    await createApiKey({ museumId: harbour.id, name: "Kiosk" });

    const actor = { museumId: harbour.id };
    const main = await createLocation({ actor, input: createLocationInput.parse({ name: "Main building", timezone: "UTC" }) });
    const garden = await createLocation({ actor, input: createLocationInput.parse({ name: "Garden pavilion", timezone: "UTC" }) });
    const event = await createEvent({
      actor,
      input: createEventInput.parse({ name: "Light & Water", description: "Paintings of the harbour at every hour of the day.", locationId: main.id, published: true }),
    });
    const tour = await createEvent({ actor, input: createEventInput.parse({ name: "Garden tour", locationId: garden.id, published: true }) });
    const adult = await createTicketType({
      actor,
      input: createTicketTypeInput.parse({
        eventId: event.id,
        locationId: main.id,
        name: "Adult",
        price: 1400,
        currency: "EUR",
        masterLanguage: "en",
        translations: [{ language: "de", name: "Erwachsene", description: "" }],
        maxQuantity: 5000,
        published: true,
      }),
    });
    const tourTicket = await createTicketType({
      actor,
      input: createTicketTypeInput.parse({ eventId: tour.id, locationId: garden.id, name: "Tour", price: 800, currency: "EUR", masterLanguage: "en", maxQuantity: 500, published: true }),
    });
    // Each: event, capacity, location, start, tickets sold, length in minutes. The garden's all-day
    // slot has room at any hour, so the desk always has a slot to sell (the pages' checks need its form).
    const slots: [string, number, string, string, number, number][] = [
      [event.id, 40, main.id, todayAt(10), 31, 90],
      [event.id, 40, main.id, todayAt(12), 12, 90],
      [event.id, 25, main.id, todayAt(15), 25, 90],
      [tour.id, 12, garden.id, todayAt(11), 4, 90],
      [tour.id, 60, garden.id, todayAt(0), 6, 24 * 60 - 1],
    ];
    for (const [eventId, capacity, locationId, startsAt, sold, minutes] of slots) {
      const slot = await createTimeSlot({
        actor,
        input: createTimeSlotInput.parse({ eventId, locationId, capacity, startsAt, endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() }),
      });
      const ticketTypeId = eventId === event.id ? adult.id : tourTicket.id;
      for (let index = 0; index < sold; index += 1) await createTicket({ actor, input: { ticketTypeId, timeSlotId: slot.id } });
    }

    await createCustomerField({ actor, input: { key: "shoe_size", label: "Shoe size", type: "number" } });
    await createCustomerField({ actor, input: { key: "tags", label: "Tags", type: "list" } });
    const customerIds = new Map<string, string>();
    for (const customer of scenarioCustomers) {
      const created = await createCustomer({
        actor,
        input: createCustomerInput.parse({
          name: customer.name,
          email: customer.email,
          language: customer.language,
          customFields: customer.shoeSize === undefined ? {} : { shoe_size: customer.shoeSize },
        }),
      });
      customerIds.set(customer.name, created.id);
    }
    const now = Date.now();
    const membershipOf = (name: string, membershipName: string, from: number, to: number, autoRenew: boolean) =>
      createMembership({
        actor,
        input: createMembershipInput.parse({ customerId: customerIds.get(name), name: membershipName, validFrom: new Date(from).toISOString(), validTo: new Date(to).toISOString(), autoRenew }),
      });
    const annual = await membershipOf("Anna Berger", "Annual pass", now - 30 * DAY_MS, now + 335 * DAY_MS, true);
    await membershipOf("Hannah Scott", "Student pass", now - 400 * DAY_MS, now - 35 * DAY_MS, false);
    await membershipOf("Joanna Wells", "Family pass", now - 10 * DAY_MS, now + 355 * DAY_MS, false);

    return {
      apiKey,
      museums: { harbour: { id: harbour.id, name: harbour.name }, hilltop: { id: hilltop.id, name: hilltop.name }, other: { id: other.id, name: other.name } },
      staff,
      event: { id: event.id, name: event.name, ticketTypeId: adult.id, locationId: main.id },
      member: {
        customerId: customerIds.get("Anna Berger")!,
        name: "Anna Berger",
        membershipId: annual.id,
        membershipName: annual.name,
      },
      door: await seedDoorMuseum(),
    };
  } finally {
    await disconnectAll();
  }
}
