import { getEmail } from "@/lib/domain/emails/get-email";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getEmail({ actor, id: params.id }));
