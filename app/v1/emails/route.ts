import { emailListQuery } from "@/lib/domain/emails/email-schemas";
import { listEmails } from "@/lib/domain/emails/list-emails";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ query: emailListQuery, paging: DEFAULT_PAGING }, ({ actor, paging, query }) =>
  listEmails({ actor, paging, status: query.status }),
);
