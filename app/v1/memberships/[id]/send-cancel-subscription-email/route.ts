import { sendCancelSubscriptionEmail } from "@/lib/domain/membership-emails/send-cancel-subscription-email";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute({ params: idParams, status: 202 }, ({ actor, params }) =>
  sendCancelSubscriptionEmail({ actor, membershipId: params.id }),
);
