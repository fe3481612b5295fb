import { apiRoute } from "@/lib/http/api-route";
import { fileResponse } from "@/lib/http/file-response";
import { membershipQrImage } from "@/lib/domain/memberships/membership-qr-image";
import { membershipExtraContracts } from "../../extra-contracts";

export const GET = apiRoute(membershipExtraContracts.qrSvg, async ({ actor, params }) =>
  fileResponse(await membershipQrImage({ actor, id: params.id, format: "svg" })),
);
