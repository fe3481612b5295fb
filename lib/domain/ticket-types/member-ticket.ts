import { AppError } from "@/lib/errors/app-error";

/**
 * A members' own ticket is free: the card pays for the member's visit, guests pay their own types'
 * prices (docs/orders.md, "Members book a slot"). Checked on create, and on update against the stored
 * values after the change, so changing either field alone cannot make a priced member ticket.
 */
export function assertMemberTicketFree({ price, memberTicket }: { price: number; memberTicket?: boolean }): void {
  if (memberTicket && price !== 0) throw new AppError("MEMBER_TICKET_NOT_FREE", undefined, { price });
}
