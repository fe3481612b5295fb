import { apiRoute } from "@/lib/http/api-route";
import { qrDataFromPath } from "@/lib/qr/qr-data-from-path";
import { verifyMembershipQrCode } from "@/lib/domain/memberships/verify-membership-qr-code";
import { verifyContracts } from "../contract";

export const GET = apiRoute(verifyContracts.code, ({ actor, request }) => verifyMembershipQrCode({ actor, qrData: qrDataFromPath(request.url) }));
