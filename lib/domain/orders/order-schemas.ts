import { z } from "zod";
import { emailInput } from "@/lib/domain/customers/customer-schemas";
import { orderStatuses, paymentMethods } from "@/lib/domain/order-records/order-record";
import { languageCode, recordId } from "@/lib/domain/shared/input-schemas";

// Orders (docs/orders.md): several lines of tickets held together for one time slot, then sold together.

/** The limits of one order (docs/orders.md, "Limits"). */
export const ORDER_LIMITS = {
  maxLines: 20,
  maxQuantityPerLine: 50,
  /** Each hold and each extension lasts this long from the moment it is made. */
  holdMinutes: 15,
  /** No extension reaches past this long after the order was created. */
  maxHoldMinutes: 60,
} as const;

export const orderLineInput = z
  .strictObject({
    ticketTypeId: recordId.describe("The ticket type sold on this line: one of the time slot's event, at its location."),
    quantity: z.int().min(1).max(ORDER_LIMITS.maxQuantityPerLine).describe("How many tickets of the type."),
    membershipQrData: z
      .string()
      .min(1)
      .max(2000)
      .optional()
      .describe("The member's card (its QR content) booking this line: the member's own place on a memberTicket type, or guests on any other type (docs/orders.md, \"Members book a slot\")."),
    membershipId: recordId.optional().describe("The membership booking this line, by its id instead of its card's code (a membership of the museum: staff who looked the member up, or a system that lists memberships); as membershipQrData."),
  })
  .refine((line) => !(line.membershipQrData && line.membershipId), { message: "Send membershipQrData or membershipId, not both", path: ["membershipId"] });

/** The most a group visit may be: its lines' quantities at most (docs/orders.md, "Group visits"). */
export const MAX_GROUP_SIZE = ORDER_LIMITS.maxLines * ORDER_LIMITS.maxQuantityPerLine;

export const groupInput = z
  .strictObject({
    name: z.string().trim().min(1).max(200).describe('What the museum calls the group, e.g. "Klasse 4b".'),
    leaderName: z.string().trim().min(1).max(200).nullish().describe("Who leads the group, to compare at the door; personal data, removed with the order's email."),
    size: z.int().min(1).max(MAX_GROUP_SIZE).describe("How many the group is: the lines' quantities must add up to it."),
  })
  .describe("Makes the order a group visit: once confirmed, one group code (groupQrData) admits its people, as many at a time as arrive.");

export const createOrderBody = z.strictObject({
  timeSlotId: recordId.optional(),
  customerId: recordId.optional(),
  email: emailInput.optional().describe("Where the tickets are sent when the order is confirmed."),
  language: languageCode.optional().describe("The language of the ticket email (en or de; others get English). Default: the customer's, else the museum's default language (GET /v1/settings, defaultLanguage)."),
  lines: z.array(orderLineInput).min(1).max(ORDER_LIMITS.maxLines),
  group: groupInput.optional(),
});

export type CreateOrderInput = z.output<typeof createOrderBody>;

export const orderLineSchema = z.object({
  ticketTypeId: z.uuid(),
  quantity: z.int(),
  unitPrice: z.int().describe("In minor units of `currency`."),
  currency: z.string().length(3),
  membershipId: z.uuid().nullable().describe("The membership whose card booked this line (the member's own place, or their guests); null for other lines."),
});

const orderTicketSchema = z.object({
  id: z.uuid(),
  ticketTypeId: z.uuid(),
  status: z.enum(["VALID", "CANCELLED", "VOIDED"]),
  price: z.int(),
  currency: z.string().length(3),
  qrData: z.string().describe("The ticket's signed QR content; a voided ticket's code no longer admits."),
});

export const orderSchema = z.object({
  id: z.uuid(),
  number: z.string().describe('The short number people read aloud, "A7K-29Q": six signs without 0, O, 1, I, L or U, unique in the museum, given when the order is made. The id stays the one to call the API with.'),
  status: z.enum(orderStatuses).describe("A HELD order past its expiresAt reads as EXPIRED."),
  timeSlotId: z.uuid().nullable(),
  customerId: z.uuid().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  paymentMethod: z.enum(paymentMethods).nullable().describe("CASH or CARD for a sale at the front desk; null for orders made any other way."),
  personalDataRemovedAt: z.iso
    .datetime()
    .nullable()
    .describe("When the order's personal details (its email address) were removed: by the museum's retention round, days after the visit, or by erasing its customer. Null while kept."),
  lines: z.array(orderLineSchema),
  total: z.int().describe("The sum of the lines, in minor units of `currency`."),
  currency: z.string().length(3),
  tickets: z.array(orderTicketSchema).describe("The tickets, once the order is confirmed."),
  group: z
    .object({ name: z.string(), leaderName: z.string().nullable(), size: z.int() })
    .nullable()
    .describe("The group of a group visit (its leaderName is null once the order's personal details are removed); null for other orders."),
  groupQrData: z.string().nullable().describe("A confirmed group visit's one code: scanned with a count, it admits that many of the group (POST /v1/check-ins). Null for other orders and before confirming."),
});
