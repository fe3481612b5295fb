// The one error type services throw. A code names what went wrong; each door (REST, GraphQL, MCP)
// maps codes to its own form in one table (for REST: lib/http/error-status.ts).
export const errorMessages = {
  UNAUTHORIZED: "Authentication is required: send Authorization: Bearer <API key>.",
  FORBIDDEN: "You do not have permission to do this.",
  NOT_FOUND: "No such record.",
  ROUTE_NOT_FOUND: "No such endpoint.",
  METHOD_NOT_ALLOWED: "This endpoint does not accept that method.",
  VALIDATION_ERROR: "The request is not valid.",
  INVALID_JSON: "The request body is not valid JSON.",
  UNSUPPORTED_MEDIA_TYPE: "Send the request body as application/json.",
  PAYLOAD_TOO_LARGE: "The request body is too large.",
  HEADERS_TOO_LARGE: "The request line and headers are too large (at most 16 KiB together).",
  MALFORMED_REQUEST: "The request is not well-formed HTTP.",
  INVALID_PAGINATION: "limit and offset must be whole numbers in range.",
  INVALID_FILTER: "The filter is not valid.",
  LOCATION_NOT_FOUND: "No such location in this museum.",
  EVENT_NOT_FOUND: "No such event in this museum.",
  CUSTOMER_NOT_FOUND: "No such customer in this museum.",
  CAPACITY_BELOW_USAGE: "The capacity cannot be lower than the quantity already held and sold.",
  FIELD_TYPE_LOCKED: "The type of a custom field cannot change once customers have values for it.",
  TICKET_TYPE_ID_MISSING: "ticketTypeId is required.",
  TICKET_TYPE_NOT_FOUND: "No such ticket type.",
  TIME_SLOT_NOT_EXIST: "No such time slot for this ticket type.",
  TIME_SLOT_FULL: "The time slot has reached its capacity.",
  TICKET_TYPE_SOLD_OUT: "The ticket type is sold out.",
  TICKET_TYPE_NOT_ON_SALE: "The ticket type is not on sale: it or its event is not published.",
  TIME_SLOT_CLOSED: "The time slot is closed: it holds and sells nothing.",
  RESERVATION_NOT_FOUND: "No such ticket reservation.",
  RESERVATION_ALREADY_CONVERTED: "The reservation has already been converted into a ticket.",
  RESERVATION_CANCELLED: "The reservation was cancelled.",
  RESERVATION_EXPIRED: "The reservation has expired.",
  TICKET_NOT_FOUND: "No such ticket.",
  TICKET_ALREADY_CANCELLED: "The ticket was cancelled, so there is nothing to void.",
  ORDER_NOT_FOUND: "No such order.",
  ORDER_ALREADY_CONFIRMED: "The order has already been confirmed; its tickets exist.",
  ORDER_CANCELLED: "The order was cancelled.",
  ORDER_EXPIRED: "The order's hold has expired; nothing is held for it any more.",
  ORDER_NOT_CONFIRMED: "The order is not confirmed, so it has no tickets to send yet.",
  ORDER_NOT_A_GROUP: "The order is not a confirmed group visit, so it has no group code.",
  ORDER_HAS_NO_EMAIL: "The order has no email address to send its tickets to.",
  ORDER_HAS_NO_VALID_TICKETS: "Every ticket of the order was voided or cancelled: there is nothing to send.",
  ORDER_MIXED_CURRENCIES: "All ticket types of one order must be priced in the same currency.",
  SCHEDULE_NOT_FOUND: "No such schedule for this event.",
  SCHEDULE_DUPLICATE: "This event already has a schedule with the same rule (location, days and start times); change or delete that one instead.",
  HOLD_EXTENSION_LIMIT: "The order cannot be held longer: a hold lasts at most 60 minutes from when the order was created.",
  CHECK_IN_NOT_FOUND: "No such check-in.",
  INVALID_CODE: "This is not a valid ticket or membership code of this museum.",
  ALREADY_CHECKED_IN: "This ticket has already been used.",
  TICKET_VOIDED: "This ticket was cancelled and no longer admits.",
  TICKET_WRONG_DAY: "This ticket is for another day.",
  TICKET_SLOT_NOT_OPEN: "This ticket's time slot is not open yet.",
  MEMBERSHIP_EXPIRED: "This membership has expired.",
  MEMBERSHIP_NOT_YET_VALID: "This membership is not valid yet.",
  MEMBERSHIP_CANCELLED: "This membership was cancelled.",
  MEMBERSHIP_ALREADY_USED_TODAY: "This membership card has already been used today.",
  MEMBERSHIP_NOT_VALID: "The membership card does not admit on the day of the visit: it is not this museum's, cancelled, expired or not valid yet, or the line needs one.",
  GUEST_LIMIT_REACHED: "The membership brings no more guests or members' places to this visit.",
  MEMBER_TICKET_NOT_FREE: "A members' own ticket (memberTicket) is free: set its price to 0, or memberTicket to false.",
  LOCATION_FULL: "The location is full: as many visitors are inside as it admits at once.",
  NOT_CHECKED_IN: "This code is not inside: it has no visit that has not ended.",
  CUSTOMER_HAS_NO_EMAIL: "The membership's customer has no email address.",
  MEMBERSHIP_NOT_AUTO_RENEWING: "The membership does not renew automatically, so there is no subscription to cancel.",
  WEBHOOK_ENDPOINT_NOT_FOUND: "No such webhook endpoint.",
  WEBHOOK_DELIVERY_NOT_FOUND: "No such delivery for this webhook endpoint.",
  WEBHOOK_URL_NOT_ALLOWED: "Webhooks can only be sent over https to public addresses.",
  IDEMPOTENCY_KEY_REUSED: "This Idempotency-Key was used with a different request.",
  IDEMPOTENCY_KEY_IN_PROGRESS: "A request with this Idempotency-Key is still being processed.",
  CONFLICT: "The request conflicts with existing data.",
  ALREADY_EXISTS: "A record with these unique values already exists.",
  IN_USE: "Other records depend on this one; remove them first.",
  RATE_LIMITED: "Too many requests; retry later.",
  INVALID_SIGN_IN_CODE: "The sign-in code is wrong, expired or already used; ask for a new one.",
  INVALID_REFRESH_TOKEN: "The refresh token is not valid; sign in again.",
  SERVICE_UNAVAILABLE: "The service is temporarily unavailable; retry shortly.",
  INTERNAL_ERROR: "Something went wrong on our side. Quote the request id if you contact support.",
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** The VALIDATION_ERROR message for text holding a NUL character, which PostgreSQL cannot store. */
export const NUL_MESSAGE = "Text may not contain the NUL character (\\u0000).";

export class AppError extends Error {
  override readonly name = "AppError";

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? errorMessages[code]);
  }
}
