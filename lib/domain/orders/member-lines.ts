import { databaseProvider, db, sqliteTimestamp, withSqliteConnection } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { membershipStanding } from "@/lib/domain/memberships/membership-standing";
import { AppError } from "@/lib/errors/app-error";
import { parseQrData } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import type { CreateOrderInput } from "./order-schemas";

// Members book a slot (docs/orders.md): a line may carry a member's card, for the member's own place
// (a memberTicket type, free) or for their guests (any other type, at its price). Per visit, that is
// per membership and time slot over every live order, a card books one member's place and at most
// its guestsPerVisit guests. The cards are read here, before the hold; the limits are checked inside
// the hold's transaction (memberPlacesTaken), where every order for the slot waits its turn.

type LineWhere = { line: number; ticketTypeId: string; quantity: number };

/** A card on the order: its membership and the most guests it brings. */
export interface MemberCard {
  membershipId: string;
  guestsPerVisit: number;
}

/** Each line's membership (null for lines without a card), and the cards to check limits for. */
export interface MemberLines {
  membershipIds: (string | null)[];
  cards: MemberCard[];
}

function refuse(where: LineWhere, reason: string): never {
  throw new AppError("MEMBERSHIP_NOT_VALID", undefined, { ...where, reason });
}

/** The membership a line's card or id names in the actor's museum, or a refusal naming the line. */
function cardReference(actor: Actor, line: CreateOrderInput["lines"][number], where: LineWhere): string | null {
  if (line.membershipId) {
    // Any actor of the museum may book by id: staff signed in who looked the member up (the desk, an
    // assistant) and the museum's own systems with its API keys, which read the cards' qrData from
    // GET /v1/memberships anyway. The id must name a membership of the actor's museum: another museum's
    // is refused as a foreign card is, NOT_THIS_MUSEUM (readMemberLines, docs/orders.md).
    return line.membershipId;
  }
  if (!line.membershipQrData) return null;
  const parts = parseQrData(line.membershipQrData);
  if (!parts || parts.kind !== "membership") refuse(where, "MALFORMED");
  if (!qrSignatureValid(parts, actor.museumId)) refuse(where, "NOT_THIS_MUSEUM");
  return parts.id;
}

/**
 * Reads the cards of an order's lines. A card must be this museum's and admit on the day of the
 * visit (the slot's start, in the museum's time zone, as at the door); a memberTicket line needs one.
 * Refusals are MEMBERSHIP_NOT_VALID with the line and the reason in `details`.
 */
export async function readMemberLines(
  actor: Actor,
  input: CreateOrderInput,
  memberTicket: (ticketTypeId: string) => boolean,
  visitStartsAt: Date | null,
): Promise<MemberLines> {
  const wheres = input.lines.map((line, position): LineWhere => ({ line: position, ticketTypeId: line.ticketTypeId, quantity: line.quantity }));
  const references = input.lines.map((line, position) => cardReference(actor, line, wheres[position]!));
  input.lines.forEach((line, position) => {
    if (memberTicket(line.ticketTypeId) && !references[position]) refuse(wheres[position]!, "MEMBERSHIP_REQUIRED");
  });
  const ids = [...new Set(references.filter((id): id is string => id !== null))];
  if (ids.length === 0) return { membershipIds: references, cards: [] };
  if (!input.timeSlotId || !visitStartsAt) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "timeSlotId", message: "A member's booking is for one time slot: send timeSlotId" }]);
  }
  const [memberships, museum] = await Promise.all([
    db().membership.findMany({ where: { id: { in: ids }, museumId: actor.museumId }, select: { id: true, status: true, validFrom: true, validTo: true, guestsPerVisit: true } }),
    db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } }),
  ]);
  const byId = new Map(memberships.map((membership) => [membership.id, membership]));
  references.forEach((id, position) => {
    if (id === null) return;
    const membership = byId.get(id);
    if (!membership) refuse(wheres[position]!, "NOT_THIS_MUSEUM");
    const standing = membershipStanding(membership, visitStartsAt, museum.timezone);
    if (standing !== "VALID") refuse(wheres[position]!, standing);
  });
  return { membershipIds: references, cards: ids.map((id) => ({ membershipId: id, guestsPerVisit: byId.get(id)!.guestsPerVisit })) };
}

/**
 * What a membership has booked for a time slot: members' places and guests, of its held orders not yet
 * expired (their lines, this one's included once stored) and of its confirmed ones (their valid tickets:
 * a voided place is given back). The parameters, in each database's placeholders, are the membership,
 * the slot and the moment before which holds have expired; the caller runs it inside the hold.
 */
export const memberPlacesSql = (placeholder: (position: number) => string) => `SELECT
    COALESCE(SUM("members"), 0) AS "members", COALESCE(SUM("guests"), 0) AS "guests"
  FROM (
    SELECT CASE WHEN t."memberTicket" THEN l."quantity" ELSE 0 END AS "members", CASE WHEN t."memberTicket" THEN 0 ELSE l."quantity" END AS "guests"
    FROM "OrderLine" l
    JOIN "Order" o ON o."id" = l."orderId"
    JOIN "TicketType" t ON t."id" = l."ticketTypeId"
    WHERE l."membershipId" = ${placeholder(1)} AND o."timeSlotId" = ${placeholder(2)} AND o."status" = 'HELD' AND o."expiresAt" > ${placeholder(3)}
    UNION ALL
    SELECT CASE WHEN t."memberTicket" THEN 1 ELSE 0 END, CASE WHEN t."memberTicket" THEN 0 ELSE 1 END
    FROM "Ticket" k
    JOIN "TicketType" t ON t."id" = k."ticketTypeId"
    WHERE k."membershipId" = ${placeholder(1)} AND k."timeSlotId" = ${placeholder(2)} AND k."status" = 'VALID'
  ) AS "places"`;

/** What a membership has booked for a time slot, holds judged at `now`, read outside any hold (member-walk-in.ts). */
export async function memberPlacesBooked(membershipId: string, timeSlotId: string, now: Date): Promise<{ members: number; guests: number }> {
  const taken =
    databaseProvider() === "sqlite"
      ? await withSqliteConnection(
          (connection) => connection.prepare(memberPlacesSql((position) => `@p${position}`)).get({ p1: membershipId, p2: timeSlotId, p3: sqliteTimestamp(now) }) as { members: number; guests: number },
        )
      : (await db().$queryRawUnsafe<{ members: bigint; guests: bigint }[]>(memberPlacesSql((position) => `$${position}`), membershipId, timeSlotId, now))[0]!;
  return { members: Number(taken.members), guests: Number(taken.guests) };
}

/** Refuses the hold (GUEST_LIMIT_REACHED) when a card's places for the visit pass one member and its guests. */
export function assertMemberPlaces(card: MemberCard, taken: { members: number | bigint; guests: number | bigint }): void {
  const members = Number(taken.members);
  const guests = Number(taken.guests);
  if (members > 1 || guests > card.guestsPerVisit) {
    throw new AppError("GUEST_LIMIT_REACHED", undefined, {
      membershipId: card.membershipId,
      guestsPerVisit: card.guestsPerVisit,
      guestsWithThisOrder: guests,
      memberPlacesWithThisOrder: members,
    });
  }
}
