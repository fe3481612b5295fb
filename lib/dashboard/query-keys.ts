// Query-key factories: every react-query key of the dashboard is built here, museum first, so one
// museum's cache can be dropped at once and a mutation invalidates exactly the lists it changed.

export const museumKeys = {
  all: (museumId: string) => ["museum", museumId] as const,
  locations: (museumId: string) => [...museumKeys.all(museumId), "locations"] as const,
  capacity: (museumId: string, day: string) => [...museumKeys.all(museumId), "capacity", day] as const,
  events: (museumId: string) => [...museumKeys.all(museumId), "events"] as const,
  eventList: (museumId: string, page: number) => [...museumKeys.events(museumId), "list", page] as const,
  event: (museumId: string, eventId: string) => [...museumKeys.events(museumId), "detail", eventId] as const,
  timeSlots: (museumId: string, eventId: string) => [...museumKeys.event(museumId, eventId), "time-slots"] as const,
  ticketTypes: (museumId: string, eventId: string) => [...museumKeys.event(museumId, eventId), "ticket-types"] as const,
  customers: (museumId: string) => [...museumKeys.all(museumId), "customers"] as const,
  customerList: (museumId: string, filter: string, page: number) => [...museumKeys.customers(museumId), "list", filter, page] as const,
  customer: (museumId: string, customerId: string) => [...museumKeys.customers(museumId), "detail", customerId] as const,
  memberships: (museumId: string) => [...museumKeys.all(museumId), "memberships"] as const,
  membershipList: (museumId: string, filter: string, page: number) => [...museumKeys.memberships(museumId), "list", filter, page] as const,
  filterSchema: (museumId: string) => [...museumKeys.all(museumId), "filter-schema"] as const,
  emailPreview: (museumId: string, template: string, language: string) => [...museumKeys.all(museumId), "email-preview", template, language] as const,
  emails: (museumId: string, page: number) => [...museumKeys.all(museumId), "emails", page] as const,
  apiKeys: (museumId: string) => [...museumKeys.all(museumId), "api-keys"] as const,
  auditEntries: (museumId: string, entity: string, entityId: string, page: number) => [...museumKeys.all(museumId), "audit-entries", entity, entityId, page] as const,
  report: (museumId: string, month: string) => [...museumKeys.all(museumId), "report", month] as const,
  seasons: (museumId: string) => [...museumKeys.all(museumId), "season"] as const,
  season: (museumId: string, month: string, eventId: string | null) => [...museumKeys.seasons(museumId), month, eventId ?? "all"] as const,
  settings: (museumId: string) => [...museumKeys.all(museumId), "settings"] as const,
  orders: (museumId: string) => [...museumKeys.all(museumId), "orders"] as const,
  customerFields: (museumId: string) => [...museumKeys.all(museumId), "customer-fields"] as const,
};
