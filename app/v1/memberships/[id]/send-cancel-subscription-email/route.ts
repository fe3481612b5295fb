import { sendCancelSubscriptionEmail } from "@/lib/domain/membership-emails/send-cancel-subscription-email";
import { apiRoute } from "@/lib/http/api-route";
import { membershipExtraContracts } from "../../extra-contracts";

export const POST = apiRoute(membershipExtraContracts.sendCancelSubscriptionEmail, ({ actor, params }) =>
  sendCancelSubscriptionEmail({ actor, membershipId: params.id }),
);
