import { createMembership } from "@/lib/domain/memberships/create-membership";
import { listMemberships } from "@/lib/domain/memberships/list-memberships";
import { apiRoute } from "@/lib/http/api-route";
import { membershipContracts } from "./contract";

export const GET = apiRoute(membershipContracts.list, ({ actor, paging, query }) =>
  listMemberships({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute(membershipContracts.create, ({ actor, body }) => createMembership({ actor, input: body }));
