import { apiRoute } from "@/lib/http/api-route";
import { verifyMembershipQrCode } from "@/lib/domain/memberships/verify-membership-qr-code";
import { verifyContracts } from "./contract";

// An empty code (the path without a segment) is an input like any other: 200 { valid: false }.
export const GET = apiRoute(verifyContracts.emptyCode, ({ actor }) => verifyMembershipQrCode({ actor, qrData: "" }));
