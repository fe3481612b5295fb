import {
  createMembershipOperation,
  deleteMembershipOperation,
  getMembershipOperation,
  updateMembershipOperation,
} from "@/lib/domain/memberships/membership-operations";
import { createMembershipInput, membershipAnswer, updateMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { operationEndpoint } from "@/lib/http/operation-endpoint";

// /v1/memberships and /v1/memberships/{id}.

const tag = "Memberships";

// The list keeps its crud contract; the rest is made from the operation catalog (lib/http/operation-endpoint.ts).
export const membershipListContract = crudContracts({
  tag,
  noun: "membership",
  record: membershipAnswer,
  create: createMembershipInput,
  update: updateMembershipInput,
  paging: DEFAULT_PAGING,
}).list;

export const membershipEndpoints = {
  create: operationEndpoint(createMembershipOperation, { tag, status: 201 }),
  get: operationEndpoint(getMembershipOperation, { tag, pathId: "membershipId" }),
  update: operationEndpoint(updateMembershipOperation, { tag, pathId: "membershipId" }),
  delete: operationEndpoint(deleteMembershipOperation, { tag, pathId: "membershipId", status: 204 }),
};
