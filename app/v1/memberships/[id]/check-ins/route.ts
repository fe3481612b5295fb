import { listMembershipCheckIns } from "@/lib/domain/check-ins/check-ins-of-record";
import { apiRoute } from "@/lib/http/api-route";
import { checkInContracts } from "../../../check-ins/contract";

export const GET = apiRoute(checkInContracts.ofMembership, ({ actor, params, paging }) => listMembershipCheckIns({ actor, membershipId: params.id, paging }));
