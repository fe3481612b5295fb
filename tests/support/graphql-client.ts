import { issueAccessToken } from "@/lib/auth/access-token";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import type { MuseumRoleName } from "@/lib/domain/users/roles";

// Helpers for the GraphQL API's tests. The test process shares the server's DATABASE_URL and
// PUBLIC_URL, so tokens minted here with issueAccessToken verify on the server (same keys, same
// issuer and audience) without a trip through the emailed sign-in code.

export interface GraphqlAnswer {
  status: number;
  headers: Headers;
  body: any;
}

export async function postGraphql(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<GraphqlAnswer> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text: the test decides whether that is wrong.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export type GraphqlCaller = (query: string, variables?: Record<string, unknown>) => Promise<GraphqlAnswer>;

/** A client that sends every operation with `token` as its Bearer. */
export function graphqlAs(baseUrl: string, token: string): GraphqlCaller {
  return (query, variables) => postGraphql(baseUrl, { query, variables }, { authorization: `Bearer ${token}` });
}

/**
 * A client acting as `email` with `role` in the museum: the role is granted and the token minted at
 * its first operation, inside a test, once the file's server and shared settings are in place.
 */
export function lazyStaffCaller(baseUrl: () => string, email: string, museum: { museumId: string }, role: MuseumRoleName): GraphqlCaller {
  let token: Promise<string> | undefined;
  return async (query, variables) => {
    token ??= staffToken(email, museum.museumId, role).then((staff) => staff.token);
    return graphqlAs(baseUrl(), await token)(query, variables);
  };
}

export interface StaffToken {
  userId: string;
  email: string;
  token: string;
}

/** A staff user with `role` in the museum (created when new), and an access token for them. */
export async function staffToken(email: string, museumId: string, role: MuseumRoleName): Promise<StaffToken> {
  const { userId } = await grantMuseumRole({ email, museumId, role });
  const { accessToken } = await issueAccessToken({ userId, email });
  return { userId, email, token: accessToken };
}

/** The codes of a GraphQL answer's errors, in order. */
export function errorCodes(answer: GraphqlAnswer): string[] {
  return (answer.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
}
