import { apiRoute } from "@/lib/http/api-route";
import { verifyMembershipQrCode } from "@/lib/qr/verify-membership-qr-code";

// An empty code (the path without a segment) is an input like any other: 200 { valid: false }.
export const GET = apiRoute({}, ({ actor }) => verifyMembershipQrCode({ actor, qrData: "" }));
