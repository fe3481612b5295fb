import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { fileResponse } from "@/lib/http/file-response";
import { membershipQrImage } from "@/lib/qr/membership-qr-image";

export const GET = apiRoute({ params: idParams }, async ({ actor, params }) =>
  fileResponse(await membershipQrImage({ actor, id: params.id, format: "svg" })),
);
