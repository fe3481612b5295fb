import { z } from "zod";
import { publicAdmissionKeys } from "@/lib/domain/check-ins/public-admission-keys";
import { apiRoute } from "@/lib/http/api-route";

const publicKey = z.object({
  id: z.string().describe("The key id each v=2 code carries in its k parameter."),
  algorithm: z.literal("Ed25519"),
  publicKey: z.string().describe("The 32-byte Ed25519 public key, base64url (WebCrypto importKey 'raw')."),
  current: z.boolean().describe("New codes are signed with this key; the others only verify."),
});

export const GET = apiRoute(
  {
    summary: "Public keys that verify ticket and membership codes",
    description:
      "The Ed25519 public keys a door device needs to check v=2 codes without asking the server (docs/admission.md, \"Keys\"). " +
      "The current key signs new codes; earlier keys are listed while they still verify.",
    tag: "Check-in",
    success: { status: 200, description: "The keys.", schema: z.object({ keys: z.array(publicKey) }) },
    errors: [],
  },
  async () => ({ keys: publicAdmissionKeys() }),
);
