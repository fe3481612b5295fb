import type { Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { startOfDay, wallTimeInstant } from "@/lib/domain/shared/zoned-day";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import {
  DEMO_SLUG,
  demoCustomerFields,
  demoCustomers,
  demoEvents,
  demoLocations,
  demoMuseum,
  demoStaff,
  demoTicketTypes,
} from "./demo-data";

export interface DemoSeedResult {
  museumId: string;
  museumSlug: string;
  /** A key made by this run; keys are shown only once. */
  apiKey: string;
  /** False when the demo museum already existed and only a new key was made. */
  created: boolean;
}

const DAY_MS = 86_400_000;
const SLOT_DAYS = 14;

/** Creates the demo museum once; every run also makes a new API key for it. */
export async function seedDemo(options: { apiKeyName?: string } = {}): Promise<DemoSeedResult> {
  return inTransaction(undefined, async (tx) => {
    const existing = await tx.museum.findUnique({ where: { slug: DEMO_SLUG }, select: { id: true } });
    const museumId = existing?.id ?? (await createDemoMuseum(tx));
    const key = await createApiKey({ museumId, name: options.apiKeyName ?? "Demo key" }, tx);
    return { museumId, museumSlug: DEMO_SLUG, apiKey: key.key, created: !existing };
  });
}

async function createDemoMuseum(tx: Tx): Promise<string> {
  const museum = await createMuseum(demoMuseum, tx);
  const museumId = museum.id;
  const locationIds = new Map<string, string>();
  for (const location of demoLocations) {
    const created = await tx.location.create({ data: { museumId, name: location.name, timezone: location.timezone } });
    locationIds.set(location.key, created.id);
  }

  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const eventIds = new Map<string, string>();
  for (const event of demoEvents) {
    const locationId = locationIds.get(event.location)!;
    // Each slot starts at its hour on the location's own clock, in summer as in winter.
    const zone = demoLocations.find((location) => location.key === event.location)!.timezone;
    const firstDay = calendarDay(Date.now(), zone);
    const slotStart = (day: number, hour: number) =>
      wallTimeInstant(calendarDay(startOfDay(firstDay, zone, day), zone), `${String(hour).padStart(2, "0")}:00`, zone)!;
    const created = await tx.event.create({
      data: {
        museumId,
        locationId,
        name: event.name,
        description: event.description,
        published: event.published,
        startsAt: new Date(today),
        endsAt: new Date(today + 90 * DAY_MS),
      },
    });
    eventIds.set(event.key, created.id);
    await tx.timeSlot.createMany({
      data: Array.from({ length: SLOT_DAYS }, (_, day) =>
        event.slotHours.map((hour) => ({
          museumId,
          eventId: created.id,
          locationId,
          startsAt: slotStart(day, hour),
          endsAt: new Date(slotStart(day, hour).getTime() + 3_600_000),
          capacity: event.capacity,
        })),
      ).flat(),
    });
  }

  for (const type of demoTicketTypes) {
    const event = demoEvents.find((candidate) => candidate.key === type.event)!;
    await tx.ticketType.create({
      data: {
        museumId,
        eventId: eventIds.get(type.event)!,
        locationId: locationIds.get(event.location)!,
        name: type.name,
        description: type.description,
        price: type.price,
        currency: demoMuseum.defaultCurrency,
        masterLanguage: "en",
        maxQuantity: type.maxQuantity,
        addOn: type.addOn,
        published: type.published,
        translations: { create: type.translations.map((translation) => ({ ...translation })) },
      },
    });
  }

  await seedCustomers(tx, museumId, today);
  for (const member of demoStaff) await grantMuseumRole({ ...member, museumId }, tx);
  return museumId;
}

async function seedCustomers(tx: Tx, museumId: string, today: number): Promise<void> {
  const fieldIds = new Map<string, string>();
  for (const field of demoCustomerFields) {
    const created = await tx.customerField.create({ data: { museumId, ...field } });
    fieldIds.set(field.key, created.id);
  }
  for (const customer of demoCustomers()) {
    const created = await tx.customer.create({
      data: { museumId, name: customer.name, email: customer.email, memberNumber: customer.memberNumber, language: customer.language },
    });
    const { fields } = customer;
    await tx.customerFieldValue.createMany({
      data: [
        { customerId: created.id, fieldId: fieldIds.get("favourite_collection")!, stringValue: fields.favourite_collection },
        { customerId: created.id, fieldId: fieldIds.get("newsletter")!, booleanValue: fields.newsletter },
        { customerId: created.id, fieldId: fieldIds.get("visits")!, numberValue: fields.visits },
        { customerId: created.id, fieldId: fieldIds.get("joined_on")!, dateValue: new Date(today - fields.joinedYearsAgo * 365 * DAY_MS) },
        ...fields.interests.map((interest, position) => ({
          customerId: created.id,
          fieldId: fieldIds.get("interests")!,
          position,
          stringValue: interest,
        })),
      ],
    });
    if (customer.membership) {
      const validFrom = new Date(today - customer.membership.monthsAgo * 30 * DAY_MS);
      await tx.membership.create({
        data: {
          museumId,
          customerId: created.id,
          name: customer.membership.name,
          validFrom,
          validTo: new Date(validFrom.getTime() + customer.membership.months * 30 * DAY_MS),
          autoRenew: customer.membership.autoRenew,
        },
      });
    }
  }
}
