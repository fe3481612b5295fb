import { listMemberships } from "@/lib/domain/memberships/list-memberships";
import { apiRoute } from "@/lib/http/api-route";
import { membershipEndpoints, membershipListContract } from "./contract";

export const GET = apiRoute(membershipListContract, ({ actor, paging, query }) => listMemberships({ actor, paging, filter: query.filter }));

export const POST = membershipEndpoints.create;
