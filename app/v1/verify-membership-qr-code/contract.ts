import { z } from "zod";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/verify-membership-qr-code/{qrData} and of the same check with an empty code (lib/http/endpoint-contract.ts).

const tag = "Membership emails and QR codes";

const verification = z.object({
  valid: z.boolean(),
  customerName: z.string().optional().describe("Only when valid."),
  membershipName: z.string().optional().describe("Only when valid."),
  validTo: z.iso.datetime().optional().describe("Only when valid."),
});

export const verifyContracts = {
  code: endpointContract({
    summary: "Check a membership QR code at the door",
    description:
      "qrData is the whole content of the code (an address with a query string), URL-encoded as one path segment. " +
      "Always 200 with a boolean valid, whatever qrData is: true only when the code is signed by this server for the API key's museum " +
      "and names one of its memberships that is not cancelled and is valid now; then the answer also names the customer, the membership and validTo.",
    tag,
    params: z.object({ qrData: z.string().describe("encodeURIComponent(the QR content)") }),
    success: { status: 200, description: "Whether the code admits its holder.", schema: verification },
    errors: [],
  }),
  emptyCode: endpointContract({
    summary: "Check an empty QR code",
    description: "The verify endpoint with an empty qrData: always 200 { valid: false }.",
    tag,
    success: { status: 200, description: "Always { valid: false }.", schema: z.object({ valid: z.literal(false) }) },
    errors: [],
  }),
};
