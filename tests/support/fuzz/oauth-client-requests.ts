import fc from "fast-check";
import { anyJson, hostileBody } from "./hostile-input";
import { bodyRequest, METADATA_PATHS, originHeaders, rarely, wrongValues, type OAuthCase } from "./oauth-case";
import { lookalike, type OAuthMaterial } from "./oauth-material";
import { formBody, maybe, parameters, pick, queryString, sometimes, usually, type Template } from "./oauth-parameters";

// What an OAuth client sends the tool server: discovery, registration, the authorization request
// (through the browser, but written by the client), token requests and POST / itself. Each request
// is built around one real client, code or token, so that most get past the first checks.

const onMcp = (material: OAuthMaterial, endpoint: OAuthCase["endpoint"], raw: OAuthCase["raw"], oversized = false): OAuthCase => ({
  endpoint,
  baseUrl: material.mcpUrl,
  raw,
  oversized,
  realCredential: false,
});

export function metadataCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const path = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...METADATA_PATHS) },
    { weight: 1, arbitrary: fc.constantFrom(...METADATA_PATHS.map((known) => `${known}/mcp`), "/.well-known/openid-configuration", "/.well-known/%zz") },
  );
  const query = parameters({ resource: sometimes(pick([material.origin], "query"), 4) }, "query").map(queryString);
  return fc
    .record({ method: rarely("GET", ["HEAD", "POST", "OPTIONS", "DELETE"]), path, query, headers: originHeaders(material) })
    .map(({ method, path, query, headers }) => onMcp(material, "metadata", { method, path: query ? `${path}?${query}` : path, headers }));
}

const valid = <T>(right: readonly T[], wrong: readonly T[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...right) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) });

export function registerCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const wrong = wrongValues(material);
  const uris = valid(["https://app.example/cb", "http://localhost/cb", "http://[::1]:8080/cb", "http://127.0.0.1:4123/oauth/callback"], [...wrong.redirectUri, "", "not a url", `https://${"a".repeat(2100)}.example/`, "https://user:pw@app.example/cb"]);
  const nearValid = fc
    .record(
      {
        redirect_uris: fc.oneof({ weight: 6, arbitrary: fc.array(uris, { minLength: 1, maxLength: 3 }) }, { weight: 1, arbitrary: fc.array(uris, { maxLength: 12 }) }),
        client_name: fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: fc.constantFrom("x".repeat(201), "\u0000") }),
        grant_types: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(["authorization_code"], ["authorization_code", "refresh_token"], ["refresh_token", "authorization_code", "refresh_token"]) },
          { weight: 1, arbitrary: fc.array(fc.constantFrom("authorization_code", "refresh_token", "implicit", "client_credentials", ""), { maxLength: 3 }) },
        ),
        response_types: valid([["code"]], [[], ["token"], ["code", ""]]),
        token_endpoint_auth_method: valid(["none"], ["client_secret_basic", "client_secret_post", "private_key_jwt", ""]),
        scope: valid(["foyer:staff"], ["admin", "", "x".repeat(1001)]),
        client_uri: valid(["https://app.example"], ["http://app.example", "javascript:1", ""]),
        logo_uri: valid(["https://app.example/logo.png"], ["data:image/png;base64,AA", ""]),
        software_id: fc.string({ maxLength: 20 }),
        unknown_field: anyJson,
      },
      { requiredKeys: [] },
    )
    .map((metadata) => ({ bytes: Buffer.from(JSON.stringify(metadata)), contentType: "application/json", oversized: false }));
  const jsonTypes = { redirect_uris: { type: "array" }, client_name: { type: "string" }, grant_types: { type: "array" }, token_endpoint_auth_method: { type: "string" } };
  const body = fc.oneof({ weight: 5, arbitrary: nearValid }, { weight: 2, arbitrary: hostileBody(jsonTypes, wrong.redirectUri) });
  return fc
    .record({ method: rarely("POST", ["GET", "PUT", "OPTIONS"]), body, headers: originHeaders(material) })
    .map(({ method, body, headers }) => onMcp(material, "register", bodyRequest(method, "/oauth/register", headers, body), body.oversized));
}

export function authorizeCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const wrong = wrongValues(material);
  const query = fc.constantFrom(...material.clients).chain((client) => {
    const template: Template = {
      response_type: usually(["code"], ["token", "code id_token", ""], "query"),
      client_id: usually([client.id], wrong.clientId, "query"),
      redirect_uri: fc.option(usually([...client.redirectUris, "http://127.0.0.1:9/oauth/callback"], wrong.redirectUri, "query"), { freq: 6 }),
      code_challenge: usually([lookalike("")], wrong.challenge, "query"),
      code_challenge_method: usually(["S256"], ["plain", "s256", ""], "query"),
      state: maybe(["st", "", "x".repeat(2001), "\u0000", "é✓ &=?"], "query"),
      scope: maybe(["foyer:staff", "foyer:staff", "admin", "foyer:staff admin", "  "], "query"),
      resource: fc.option(usually([`${material.origin}/`, material.origin], wrong.resource, "query"), { freq: 2 }),
    };
    return parameters(template, "query").map(queryString);
  });
  return fc
    .record({ method: rarely("GET", ["HEAD", "POST"]), query, headers: originHeaders(material) })
    .map(({ method, query, headers }) => onMcp(material, "authorize", { method, path: `/oauth/authorize?${query}`, headers }));
}

function codeGrant(material: OAuthMaterial): fc.Arbitrary<Template> {
  const wrong = wrongValues(material);
  return fc.constantFrom(...material.codes).map((real) => ({
    grant_type: usually(["authorization_code"], ["AUTHORIZATION_CODE", "refresh_token"], "body"),
    client_id: usually([real.clientId], wrong.clientId, "body"),
    code: usually([real.code], wrong.code, "body"),
    code_verifier: usually([real.verifier], wrong.verifier, "body"),
    redirect_uri: fc.option(usually([real.redirectUri], wrong.redirectUri, "body"), { freq: 6 }),
    resource: fc.option(usually([`${material.origin}/`, material.origin], wrong.resource, "body"), { freq: 2 }),
  }));
}

function refreshGrant(material: OAuthMaterial): fc.Arbitrary<Template> {
  const wrong = wrongValues(material);
  return fc.constantFrom(...material.refreshTokens).map((real) => ({
    grant_type: usually(["refresh_token"], ["authorization_code", "Refresh_Token"], "body"),
    client_id: usually([real.clientId], wrong.clientId, "body"),
    refresh_token: usually([real.token], wrong.refreshToken, "body"),
    scope: sometimes(pick(["foyer:staff", "admin", ""], "body"), 3),
    resource: fc.option(usually([`${material.origin}/`], wrong.resource, "body"), { freq: 2 }),
  }));
}

function bogusGrant(material: OAuthMaterial): fc.Arbitrary<Template> {
  return fc.constant({
    grant_type: pick(["client_credentials", "password", "implicit", "urn:ietf:params:oauth:grant-type:device_code", ""], "body"),
    client_id: pick(wrongValues(material).clientId, "body"),
    username: maybe([material.email], "body"),
    password: maybe(["hunter2"], "body"),
    client_secret: sometimes(pick(["secret"], "body"), 6),
  });
}

export function tokenCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const wrong = wrongValues(material);
  const template = fc.oneof({ weight: 4, arbitrary: codeGrant(material) }, { weight: 3, arbitrary: refreshGrant(material) }, { weight: 1, arbitrary: bogusGrant(material) });
  const body = template.chain((chosen) => formBody(chosen, wrong.any));
  const basic = `Basic ${Buffer.from(`${material.clients[1]!.id}:`).toString("base64")}`;
  const authorization = sometimes(fc.constantFrom("Basic Zm9vOmJhcg==", "Basic", "Bearer x", 'Digest username="x"', basic, "!!!"), 12);
  return fc.record({ method: rarely("POST", ["GET", "PUT", "OPTIONS"]), body, headers: originHeaders(material), authorization }).map(({ method, body, headers, authorization }) => {
    const all = authorization === null ? headers : { ...headers, authorization };
    return onMcp(material, "token", bodyRequest(method, "/oauth/token", all, body), body.oversized);
  });
}

const toolNames = ["list_museums", "list_events", "create_event", "day_capacity", "search_customers", "verify_membership_qr", "sales_summary", "no_such_tool"];

/** POST / (and its other methods) with absent, malformed, foreign or real bearer tokens and hostile JSON-RPC. */
export function mcpCase(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  const bogus = [
    "Bearer",
    "Bearer ",
    "Bearer foyer_mcp_at_made-up",
    `Bearer ${lookalike("foyer_mcp_at_")}`,
    `Bearer ${lookalike("foyer_mcp_rt_")}`,
    "Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln",
    `Bearer ${material.userToken.slice(0, -2)}xx`,
    `Bearer ${material.refreshTokens[0]!.token}`,
    `Basic ${Buffer.from("a:b").toString("base64")}`,
    `bearer  ${"x".repeat(4000)}`,
    "Bearer a b",
  ];
  const authorization = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ header: null as string | null, real: false }) },
    { weight: 6, arbitrary: fc.constantFrom(...bogus).map((header) => ({ header, real: false })) },
    { weight: 3, arbitrary: fc.constantFrom(...material.accessTokens, material.userToken).map((token) => ({ header: `Bearer ${token}`, real: true })) },
  );
  const message = fc.record(
    {
      jsonrpc: valid(["2.0"], ["1.0", 2]),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
      method: fc.constantFrom("initialize", "tools/list", "tools/call", "ping", "notifications/initialized", "resources/list", "x"),
      params: fc.oneof(anyJson, fc.record({ name: fc.constantFrom(...toolNames), arguments: fc.dictionary(fc.constantFrom("museumId", "filter", "limit", "date", "email", "qrData", "x"), anyJson, { maxKeys: 3 }) })),
    },
    { requiredKeys: ["method"] },
  );
  const jsonRpc = fc.oneof(message, fc.array(message, { maxLength: 3 })).map((value) => ({ bytes: Buffer.from(JSON.stringify(value)), contentType: "application/json", oversized: false }));
  const body = fc.oneof({ weight: 4, arbitrary: jsonRpc }, { weight: 1, arbitrary: hostileBody({ jsonrpc: { type: "string" }, method: { type: "string" }, params: { type: "object" } }, toolNames) });
  const accept = rarely("application/json, text/event-stream", ["application/json", "text/event-stream", "*/*", ""]);
  const webOrigin = sometimes(fc.constantFrom(material.origin, "https://evil.example", "http://127.0.0.1:1", "null"), 8);
  return fc
    .record({ method: rarely("POST", ["GET", "DELETE", "PUT", "OPTIONS"]), authorization, body, accept, webOrigin, headers: originHeaders(material) })
    .map(({ method, authorization, body, accept, webOrigin, headers }): OAuthCase => {
      const all: Record<string, string> = { ...headers };
      if (authorization.header !== null) all.authorization = authorization.header;
      if (accept) all.accept = accept;
      if (webOrigin !== null) all.origin = webOrigin;
      return { ...onMcp(material, "mcp", bodyRequest(method, "/", all, body), body.oversized), realCredential: authorization.real };
    });
}
