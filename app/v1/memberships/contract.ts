import {
  createMembershipOperation,
  deleteMembershipOperation,
  getMembershipOperation,
  updateMembershipOperation,
} from "@/lib/domain/memberships/membership-operations";
import { membershipAnswer } from "@/lib/domain/memberships/membership-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { listContract } from "@/lib/http/crud-contracts";
import { operationEndpoint } from "@/lib/http/operation-endpoint";

// /v1/memberships and /v1/memberships/{id}.

const tag = "Memberships";

// The list keeps a contract of its own; the rest is made from the operation catalog (lib/http/operation-endpoint.ts).
export const membershipListContract = listContract({
  tag,
  noun: "membership",
  record: membershipAnswer,
  paging: DEFAULT_PAGING,
});

export const membershipEndpoints = {
  create: operationEndpoint(createMembershipOperation, { tag, status: 201 }),
  get: operationEndpoint(getMembershipOperation, { tag, pathId: "membershipId" }),
  update: operationEndpoint(updateMembershipOperation, { tag, pathId: "membershipId" }),
  delete: operationEndpoint(deleteMembershipOperation, { tag, pathId: "membershipId", status: 204 }),
};
