import { listEmails } from "@/lib/domain/emails/list-emails";
import { apiRoute } from "@/lib/http/api-route";
import { emailContracts } from "./contract";

export const GET = apiRoute(emailContracts.list, ({ actor, paging, query }) => listEmails({ actor, paging, status: query.status }));
