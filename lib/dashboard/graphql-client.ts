import { print, type KnownFields, type ResultOf, type TadaDocumentNode } from "@/lib/graphql-schema-types/typed-graphql";
import { DashboardError, errorDetails } from "./dashboard-error";
import { reachFoyer } from "./reach-foyer";

// The dashboard's GraphQL calls (POST /api/graphql with the session cookie). A GraphQL error becomes a
// DashboardError with the same code /v1 would answer; validation details keep their argument paths
// (input.name), which field-errors.ts maps back onto form fields. Each document is written with `gql`
// (lib/graphql-schema-types), so its answer's type comes from the schema.

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
}

export async function graphql<Document extends TadaDocumentNode<unknown, never>>(
  document: Document & KnownFields<ResultOf<Document>>,
  variables: Record<string, unknown> = {},
  options: { timeoutMs?: number } = {},
): Promise<ResultOf<Document>> {
  type T = ResultOf<Document>;
  const response = await reachFoyer(
    "/api/graphql",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: print(document), variables }) },
    options.timeoutMs,
  );
  const answer = response.body as GraphqlAnswer<T> & { error?: { code: string; message: string; details?: unknown } };
  if (answer.error) throw new DashboardError(answer.error.code, answer.error.message, errorDetails(answer.error.details));
  const first = answer.errors?.[0];
  if (first) throw new DashboardError(first.extensions?.code ?? "INTERNAL_ERROR", first.message, errorDetails(first.extensions?.details));
  if (!response.ok || !answer.data) throw new DashboardError("INTERNAL_ERROR", `The server answered ${response.status}.`);
  return answer.data;
}

/**
 * A field the schema lets be null only beside an error (a museum's lists, the museum itself), which
 * graphql() has already thrown; this narrows its type, and fails plainly should the server break that.
 */
export function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new DashboardError("INTERNAL_ERROR", "The server left out a field it always sends.");
  return value;
}
