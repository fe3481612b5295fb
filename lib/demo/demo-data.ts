// What the demo museum holds. Plain data, so the seed stays a short loop over it.
export const DEMO_SLUG = "demo";

// In the zone of its buildings, so its days, reports and orders read in one zone (Berlin's).
export const demoMuseum = { name: "Foyer Demo Museum", slug: DEMO_SLUG, timezone: "Europe/Berlin", defaultCurrency: "EUR" };

export const demoLocations = [
  { key: "main", name: "Main Building", timezone: "Europe/Berlin" },
  { key: "garden", name: "Sculpture Garden", timezone: "Europe/Berlin" },
] as const;

export const demoEvents = [
  {
    key: "collection",
    name: "Permanent Collection",
    description: "Five centuries of European painting and design.",
    location: "main",
    published: true,
    slotHours: [10, 11, 12, 13, 14, 15, 16],
    capacity: 120,
  },
  {
    key: "light",
    name: "Light & Shadow: A Special Exhibition",
    description: "Timed entry to our blockbuster exhibition of chiaroscuro masters.",
    location: "main",
    published: true,
    slotHours: [10, 12, 14, 16],
    capacity: 40,
  },
  {
    key: "garden-tour",
    name: "Guided Garden Tour",
    description: "A one-hour walk through the sculpture garden with a curator.",
    location: "garden",
    published: false,
    slotHours: [11, 15],
    capacity: 15,
  },
] as const;

export const demoTicketTypes = [
  {
    event: "collection",
    name: "Adult",
    description: "General admission, ages 18 and up.",
    price: 1800,
    maxQuantity: 5000,
    published: true,
    addOn: false,
    translations: [
      { language: "de", name: "Erwachsene", description: "Allgemeiner Eintritt ab 18 Jahren." },
      { language: "fr", name: "Adulte", description: "Entrée générale, à partir de 18 ans." },
    ],
  },
  {
    event: "collection",
    name: "Reduced",
    description: "Students, seniors and visitors with disabilities.",
    price: 1200,
    maxQuantity: 2000,
    published: true,
    addOn: false,
    translations: [{ language: "de", name: "Ermäßigt", description: "Studierende, Senioren und Menschen mit Behinderung." }],
  },
  {
    event: "collection",
    name: "Audio guide",
    description: "Add an audio guide in eight languages.",
    price: 400,
    maxQuantity: 300,
    published: true,
    addOn: true,
    translations: [{ language: "de", name: "Audioguide", description: "Audioguide in acht Sprachen." }],
  },
  {
    event: "light",
    name: "Timed entry",
    description: "Entry to Light & Shadow in your chosen time slot.",
    price: 2400,
    maxQuantity: 1000,
    published: true,
    addOn: false,
    translations: [{ language: "de", name: "Zeitfenster-Ticket", description: "Eintritt zu Licht & Schatten im gewählten Zeitfenster." }],
  },
  {
    event: "light",
    name: "Members' preview",
    description: "Preview evening for members; not yet on sale.",
    price: 0,
    maxQuantity: 200,
    published: false,
    addOn: false,
    translations: [],
  },
  {
    event: "garden-tour",
    name: "Tour ticket",
    description: "One place on a guided tour.",
    price: 900,
    maxQuantity: 300,
    published: false,
    addOn: false,
    translations: [],
  },
] as const;

export const demoCustomerFields = [
  { key: "favourite_collection", label: "Favourite collection", type: "string" },
  { key: "newsletter", label: "Newsletter", type: "boolean" },
  { key: "visits", label: "Visits this year", type: "number" },
  { key: "joined_on", label: "First joined", type: "date" },
  { key: "interests", label: "Interests", type: "list" },
] as const;

const firstNames = ["Ada", "Bruno", "Clara", "David", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kemal", "Lena"];
const lastNames = ["Fischer", "Rossi", "Nowak", "Okafor", "Lindqvist", "Moreau", "Yilmaz", "Schmidt"];
const languages = ["en", "de", "fr"] as const;
const collections = ["Baroque", "Modern Design", "Dutch Masters", "Sculpture"];
const interestSets = [["painting"], ["painting", "sculpture"], ["design"], ["photography", "design"], []];

export interface DemoCustomer {
  name: string;
  email: string | null;
  memberNumber: string | null;
  language: string;
  membership: { name: string; monthsAgo: number; months: number; autoRenew: boolean } | null;
  fields: { favourite_collection: string; newsletter: boolean; visits: number; joinedYearsAgo: number; interests: string[] };
}

export function demoCustomers(): DemoCustomer[] {
  return Array.from({ length: 36 }, (_, index) => {
    const first = firstNames[index % firstNames.length]!;
    const last = lastNames[(index * 5) % lastNames.length]!;
    const member = index % 3 !== 2;
    return {
      name: `${first} ${last}`,
      email: index % 7 === 6 ? null : `${first}.${last}.${index}@example.org`.toLowerCase(),
      memberNumber: member ? `M-${String(1001 + index)}` : null,
      language: languages[index % languages.length]!,
      membership: member
        ? {
            name: index % 4 === 0 ? "Family membership" : "Individual membership",
            monthsAgo: index % 14,
            months: 12,
            autoRenew: index % 2 === 0,
          }
        : null,
      fields: {
        favourite_collection: collections[index % collections.length]!,
        newsletter: index % 2 === 1,
        visits: index % 9,
        joinedYearsAgo: index % 6,
        interests: [...interestSets[index % interestSets.length]!],
      },
    };
  });
}

export const demoStaff = [
  { email: "owner@demo.foyer.test", name: "Olivia Owner", role: "OWNER" },
  { email: "admin@demo.foyer.test", name: "Adam Admin", role: "ADMIN" },
  { email: "editor@demo.foyer.test", name: "Edith Editor", role: "EDITOR" },
  { email: "viewer@demo.foyer.test", name: "Victor Viewer", role: "VIEWER" },
  { email: "door@demo.foyer.test", name: "Dora Door", role: "DOOR" },
] as const;
