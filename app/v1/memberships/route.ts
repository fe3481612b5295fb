import { createMembership } from "@/lib/domain/memberships/create-membership";
import { listMemberships } from "@/lib/domain/memberships/list-memberships";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { createMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listMemberships({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createMembershipInput, status: 201 }, ({ actor, body }) => createMembership({ actor, input: body }));
