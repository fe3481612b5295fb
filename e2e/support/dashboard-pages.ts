import type { Scenario } from "./scenario";

// Every dashboard page of the seeded scenario, with its English heading and a text that shows its
// main content has loaded: walked in English by pages.spec.ts and in German by german-dashboard.spec.ts.

export interface PageCase {
  name: string;
  path: (scenario: Scenario) => string;
  heading: (scenario: Scenario) => string;
  ready?: (scenario: Scenario) => string;
  /** The heading is the same in every language: a record's own name, or a word German borrows ("Webhooks"). */
  named?: boolean;
  docs?: boolean;
}

export const museum = (scenario: Scenario) => `/museums/${scenario.museums.harbour.id}`;

export const dashboardPages: PageCase[] = [
  { name: "today", path: (s) => `${museum(s)}/today`, heading: () => "Today", ready: () => "Main building", docs: true },
  // The newest events come first, so the scenario's may be on a later page by now: any event's status says the list is in.
  { name: "events", path: (s) => `${museum(s)}/events`, heading: () => "Events", ready: () => "Published", docs: true },
  { name: "event-new", path: (s) => `${museum(s)}/events/new`, heading: () => "New event" },
  { name: "event", path: (s) => `${museum(s)}/events/${s.event.id}`, heading: (s) => s.event.name, ready: () => "Adult", docs: true, named: true },
  { name: "time-slot-new", path: (s) => `${museum(s)}/events/${s.event.id}/time-slots/new`, heading: () => "New time slot" },
  { name: "ticket-type", path: (s) => `${museum(s)}/events/${s.event.id}/ticket-types/${s.event.ticketTypeId}`, heading: () => "Edit Adult", ready: () => "Translations", docs: true },
  { name: "orders", path: (s) => `${museum(s)}/orders`, heading: () => "Orders", ready: () => "Search" },
  { name: "customers", path: (s) => `${museum(s)}/customers`, heading: () => "Customers", ready: (s) => s.member.name },
  { name: "customer-new", path: (s) => `${museum(s)}/customers/new`, heading: () => "New customer", ready: () => "Shoe size" },
  { name: "customer", path: (s) => `${museum(s)}/customers/${s.member.customerId}`, heading: (s) => s.member.name, ready: (s) => s.member.membershipName, docs: true, named: true },
  { name: "memberships", path: (s) => `${museum(s)}/memberships`, heading: () => "Memberships", ready: (s) => s.member.name },
  { name: "season", path: (s) => `${museum(s)}/season`, heading: () => "Season", ready: () => "New schedule" },
  { name: "desk", path: (s) => `${museum(s)}/desk`, heading: () => "Sell tickets", ready: () => "Paid at the desk by" },
  { name: "door-conflicts", path: (s) => `${museum(s)}/door-conflicts`, heading: () => "Door conflicts", ready: () => "No door conflicts on this day: every visitor a phone let in offline was admitted as the server would have." },
  { name: "emails", path: (s) => `${museum(s)}/emails`, heading: () => "Emails", ready: () => "Outbox" },
  { name: "api-keys", path: (s) => `${museum(s)}/api-keys`, heading: () => "API keys", ready: () => "Web shop", docs: true },
  { name: "assistants", path: (s) => `${museum(s)}/assistants`, heading: () => "Assistants", ready: () => "Connected assistants" },
  { name: "webhooks", path: (s) => `${museum(s)}/webhooks`, heading: () => "Webhooks", ready: () => "Add an endpoint", named: true },
  { name: "settings", path: (s) => `${museum(s)}/settings`, heading: () => "Settings", ready: () => "Shoe size", docs: true },
];
