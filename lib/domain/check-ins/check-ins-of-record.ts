import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { getMembership } from "@/lib/domain/memberships/get-membership";
import { getTicket } from "@/lib/domain/tickets/get-ticket";
import type { CheckInRecord } from "./check-in-record";
import { listCheckIns } from "./list-check-ins";

// The check-ins on a ticket's or a membership's record (docs/api.md, "Check-in"), oldest first: a
// ticket has at most one, a membership one per visit. Another museum's record is not found, as on
// the record itself.

function byField(fieldName: "TICKET_ID" | "MEMBERSHIP_ID", id: string): string {
  return JSON.stringify({ operator: "EQUAL", fieldName, value: id });
}

export async function listTicketCheckIns({ actor, ticketId, paging }: { actor: Actor; ticketId: string; paging: Paging }): Promise<ListResult<CheckInRecord>> {
  await getTicket({ actor, id: ticketId });
  return listCheckIns({ actor, paging, filter: byField("TICKET_ID", ticketId) });
}

export async function listMembershipCheckIns({ actor, membershipId, paging }: { actor: Actor; membershipId: string; paging: Paging }): Promise<ListResult<CheckInRecord>> {
  await getMembership({ actor, id: membershipId });
  return listCheckIns({ actor, paging, filter: byField("MEMBERSHIP_ID", membershipId) });
}
