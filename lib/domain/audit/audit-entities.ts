// The kinds of record the audit trail names and the things done to them (docs/audit.md). A plain
// module, without the database, so the dashboard's audit trail can offer the same list in the browser.

export const auditEntities = [
  "location",
  "event",
  "timeSlot",
  "ticketType",
  "ticketReservation",
  "ticket",
  "customer",
  "customerField",
  "membership",
  "apiKey",
  "museum",
  "email",
  "order",
  "schedule",
  "webhookEndpoint",
  "assistant",
  "savedFilter",
  "checkIn",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const isAuditEntity = (entity: string): entity is AuditEntity => (auditEntities as readonly string[]).includes(entity);

export const auditActions = ["create", "update", "delete", "cancel", "convert", "revoke", "send", "confirm", "extend", "generate", "rotate", "erase", "export", "checkOut", "admitGroup"] as const;
export type AuditAction = (typeof auditActions)[number];
