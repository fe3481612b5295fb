import { sendMembershipReceipt } from "@/lib/domain/membership-emails/send-membership-receipt";
import { apiRoute } from "@/lib/http/api-route";
import { membershipExtraContracts } from "../../extra-contracts";

export const POST = apiRoute(membershipExtraContracts.sendEmail, ({ actor, params }) => sendMembershipReceipt({ actor, membershipId: params.id }));
