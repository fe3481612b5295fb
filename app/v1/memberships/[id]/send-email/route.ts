import { sendMembershipReceipt } from "@/lib/domain/membership-emails/send-membership-receipt";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute({ params: idParams, status: 202 }, ({ actor, params }) => sendMembershipReceipt({ actor, membershipId: params.id }));
