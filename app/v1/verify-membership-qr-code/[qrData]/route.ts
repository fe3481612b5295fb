import { apiRoute } from "@/lib/http/api-route";
import { qrDataFromPath } from "@/lib/qr/qr-data-from-path";
import { verifyMembershipQrCode } from "@/lib/qr/verify-membership-qr-code";

export const GET = apiRoute({}, ({ actor, request }) => verifyMembershipQrCode({ actor, qrData: qrDataFromPath(request.url) }));
