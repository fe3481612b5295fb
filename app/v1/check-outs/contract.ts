import { checkOutBody, checkOutSchema } from "@/lib/domain/occupancy/occupancy-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contract of /v1/check-outs (lib/http/endpoint-contract.ts; docs/admission.md, "Who is inside now").

export const checkOutContracts = {
  create: endpointContract({
    summary: "Scan a visitor out at an exit",
    description:
      "Send the scanned code. Its visit that has not ended ends, and the visitor no longer counts in their location's occupancy (GET /v1/occupancy). " +
      "A ticket whose type has reentry SAME_DAY is admitted again by a later check-in on the day of its first admission; a NONE ticket is refused ALREADY_CHECKED_IN. " +
      "409 NOT_CHECKED_IN: the code is not inside (never admitted, or scanned out already); 422 INVALID_CODE: not a code of this museum.",
    tag: "Check-in",
    body: checkOutBody,
    success: { status: 201, description: "The visit ended.", schema: checkOutSchema },
    errors: ["INVALID_CODE", "NOT_CHECKED_IN"],
  }),
};
