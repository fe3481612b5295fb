import { getEmail } from "@/lib/domain/emails/get-email";
import { apiRoute } from "@/lib/http/api-route";
import { emailContracts } from "../contract";

export const GET = apiRoute(emailContracts.get, ({ actor, params }) => getEmail({ actor, id: params.id }));
