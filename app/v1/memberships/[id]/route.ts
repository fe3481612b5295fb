import { deleteMembership } from "@/lib/domain/memberships/delete-membership";
import { getMembership } from "@/lib/domain/memberships/get-membership";
import { updateMembership } from "@/lib/domain/memberships/update-membership";
import { apiRoute } from "@/lib/http/api-route";
import { membershipContracts } from "../contract";

export const GET = apiRoute(membershipContracts.get, ({ actor, params }) => getMembership({ actor, id: params.id }));

export const PATCH = apiRoute(membershipContracts.update, ({ actor, params, body }) =>
  updateMembership({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute(membershipContracts.delete, ({ actor, params }) => deleteMembership({ actor, id: params.id }));
