import { deleteMembership } from "@/lib/domain/memberships/delete-membership";
import { getMembership } from "@/lib/domain/memberships/get-membership";
import { updateMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { updateMembership } from "@/lib/domain/memberships/update-membership";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getMembership({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateMembershipInput }, ({ actor, params, body }) =>
  updateMembership({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteMembership({ actor, id: params.id }));
