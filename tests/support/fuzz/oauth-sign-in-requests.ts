import fc from "fast-check";
import { bodyRequest, originHeaders, rarely, wrongValues, type OAuthCase } from "./oauth-case";
import type { OAuthMaterial } from "./oauth-material";
import { formBody, maybe, parameters, percentEncode, pick, queryString, sometimes, usually, type Template } from "./oauth-parameters";
import type { RawRequest } from "./raw-request";

// What a person's browser sends while an assistant is authorized: the login service's page and form
// posts (/auth/mcp, /auth/mcp/start, /verify, /session on the dashboard's origin) and the sealed
// hand-off to the tool server's /oauth/complete.

/** Real hand-offs, the same with one character changed (sealed-looking, not sealed by us), and junk. */
function assertion(material: OAuthMaterial): fc.Arbitrary<string> {
  const altered = fc.tuple(fc.constantFrom(...material.assertions), fc.nat(), fc.constantFrom("A", "_", "-", ".")).map(([sealed, at, character]) => {
    const index = at % sealed.length;
    return sealed.slice(0, index) + character + sealed.slice(index + 1);
  });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...material.assertions) },
    { weight: 2, arbitrary: altered },
    { weight: 1, arbitrary: fc.constantFrom("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA", "not-a-jwe", "a.b.c.d.e", "") },
  );
}

export function completeCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const template: Template = {
    assertion: fc.oneof({ weight: 6, arbitrary: assertion(material).map(percentEncode) }, { weight: 1, arbitrary: pick([""], "body") }),
    decision: maybe(["allow", "deny", "ALLOW", ""], "body"),
  };
  return fc.record({ method: rarely("POST", ["GET", "PUT"]), body: formBody(template, wrongValues(material).any), headers: originHeaders(material) }).map(({ method, body, headers }): OAuthCase => ({
    endpoint: "complete",
    baseUrl: material.mcpUrl,
    raw: bodyRequest(method, "/oauth/complete", headers, body),
    oversized: body.oversized,
    realCredential: false,
  }));
}

const emails = (material: OAuthMaterial) => [material.email, material.email.toUpperCase(), "nobody@fuzz.test", "not-an-email", ` ${material.email} `, `${"a".repeat(300)}@x.test`];

/** The login service's form posts, mostly from its own page, sometimes from another site. */
export function loginStepCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const wrong = wrongValues(material);
  const template: Template = {
    mcp_oauth: usually(material.tickets, wrong.ticket, "body"),
    email: maybe(emails(material), "body", 8),
    code: maybe(["123456", "000000", "12345", "abcdef", "1234567"], "body"),
  };
  const step = fc.constantFrom("/auth/mcp/start", "/auth/mcp/verify", "/auth/mcp/session");
  const origin = sometimes(fc.constantFrom(material.appUrl, "https://evil.example", "null", "not a url"), 5);
  const cookie = sometimes(fc.constantFrom(material.sessionCookie, material.sessionCookie, `${material.sessionCookie.split("=")[0]}=forged`, "foyer.session=x"), 3);
  return fc.record({ step, body: formBody(template, wrong.any), origin, cookie }).map(({ step, body, origin, cookie }): OAuthCase => {
    const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.9" };
    if (origin !== null) headers.origin = origin;
    if (cookie !== null) headers.cookie = cookie;
    return { endpoint: "login-step", baseUrl: material.appUrl, raw: bodyRequest("POST", step, headers, body), oversized: body.oversized, realCredential: false };
  });
}

/** The login service's page, with and without a real, altered or junk hand-off cookie or session. */
export function loginPageCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const template: Template = {
    mcp_oauth: usually(material.tickets, wrongValues(material).ticket, "query"),
    email: maybe(emails(material), "query"),
    error: maybe(["invalid_email", "invalid_code", "rate_limited", "no_museum", "x"], "query"),
    other: maybe(["1", "0"], "query"),
  };
  const cookie = sometimes(fc.oneof(assertion(material).map((sealed) => `foyer.mcp-handoff=${sealed}`), fc.constant(material.sessionCookie)), 2);
  return fc.record({ query: parameters(template, "query").map(queryString), cookie }).map(({ query, cookie }): OAuthCase => {
    const raw: RawRequest = { method: "GET", path: `/auth/mcp?${query}`, headers: cookie === null ? {} : { cookie } };
    return { endpoint: "login-page", baseUrl: material.appUrl, raw, oversized: false, realCredential: false };
  });
}
