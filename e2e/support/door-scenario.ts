import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createCustomer } from "@/lib/domain/customers/create-customer";
import { createCustomerInput } from "@/lib/domain/customers/customer-schemas";
import { createEvent } from "@/lib/domain/events/create-event";
import { createEventInput } from "@/lib/domain/events/event-schemas";
import { createMembership } from "@/lib/domain/memberships/create-membership";
import { createMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";

// A museum of the door tests' own: they sell tickets, admit visitors and change its admission rule,
// none of which may show up in the dashboard tests' counts of the main museum's customers and slots.

export interface DoorMember {
  name: string;
  membershipName: string;
  qrData: string;
}

export interface DoorScenario {
  museum: { id: string; name: string };
  apiKey: string;
  /** The door staff: DOOR. */
  staff: string;
  /** The museum's owner, who follows up the door's conflicts (door-conflicts.spec.ts). */
  owner: string;
  eventId: string;
  members: Record<"valid" | "expired" | "onceADay", DoorMember>;
}

const DAY_MS = 86_400_000;

export async function seedDoorMuseum(): Promise<DoorScenario> {
  const museum = await createMuseum({ name: "Riverside Gate", slug: "riverside" });
  const staff = "gus.gate@riverside.test";
  await grantMuseumRole({ email: staff, museumId: museum.id, role: "DOOR" });
  const owner = "rosa.river@riverside.test";
  await grantMuseumRole({ email: owner, museumId: museum.id, role: "OWNER" });
  const apiKey = (await createApiKey({ museumId: museum.id, name: "Box office" })).key;
  const actor = { museumId: museum.id };
  const event = await createEvent({ actor, input: createEventInput.parse({ name: "River at night", published: true }) });
  const now = Date.now();
  const member = async (name: string, membershipName: string, fromDays: number, toDays: number): Promise<DoorMember> => {
    const customer = await createCustomer({ actor, input: createCustomerInput.parse({ name, email: `${name.split(" ")[0]!.toLowerCase()}@riverside.test` }) });
    const membership = await createMembership({
      actor,
      input: createMembershipInput.parse({
        customerId: customer.id,
        name: membershipName,
        validFrom: new Date(now + fromDays * DAY_MS).toISOString(),
        validTo: new Date(now + toDays * DAY_MS).toISOString(),
        autoRenew: false,
      }),
    });
    return { name, membershipName, qrData: membership.qrData };
  };
  return {
    museum: { id: museum.id, name: museum.name },
    apiKey,
    staff,
    owner,
    eventId: event.id,
    members: {
      valid: await member("Anna Berger", "Annual pass", -30, 335),
      expired: await member("Hannah Scott", "Student pass", -400, -35),
      onceADay: await member("Joanna Wells", "Family pass", -10, 355),
    },
  };
}
