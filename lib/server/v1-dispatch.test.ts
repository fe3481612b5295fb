import { describe, expect, it } from "vitest";
import { v1Routes } from "@/app/v1/openapi.json/v1-routes";
import { decodeParts, findRoute, isFastPath, routeTable } from "./v1-dispatch";

const routes = routeTable(v1Routes);
const resolve = (path: string) => {
  const hit = findRoute(routes, decodeParts(path)!);
  return hit && { path: hit.route.path, params: hit.params };
};

describe("the lean /v1 router", () => {
  it("takes every route from the generated list of /v1 route files", () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(v1Routes).sort());
  });

  it("prefers static segments to dynamic ones, as Next does, and leaves unknown paths to Next's catch-all", () => {
    expect(resolve("/v1/locations")).toEqual({ path: "/v1/locations", params: {} });
    expect(resolve("/v1/locations/abc")).toEqual({ path: "/v1/locations/{id}", params: { id: "abc" } });
    expect(resolve("/v1/events/e1/ticket-types")).toEqual({ path: "/v1/events/{id}/ticket-types", params: { id: "e1" } });
    expect(resolve("/v1/memberships/m1/qr.png")?.path).toBe("/v1/memberships/{id}/qr.png");
    expect(resolve("/v1/openapi.json")?.path).toBe("/v1/openapi.json");
    expect(resolve("/v1/no/such/thing")).toBeUndefined();
  });

  it("hands route handlers decoded params, like Next", () => {
    const qr = "https://museum.example/m/1?v=1&sig=a/b";
    expect(resolve(`/v1/verify-membership-qr-code/${encodeURIComponent(qr)}`)?.params).toEqual({ qrData: qr });
  });

  it("refuses paths that are not valid percent-encoding", () => {
    expect(decodeParts("/v1/%zz")).toBeNull();
  });
});

describe("which requests take the fast path", () => {
  it("takes /v1 and the fast app routes' paths, with or without a query, and leaves the rest to Next", () => {
    for (const target of ["/v1/locations", "/v1/orders?limit=3", "/api/graphql", "/api/graphql?x=1"]) expect(isFastPath(target), target).toBe(true);
    for (const target of ["/v1", "/api/graphqlx", "/api/graphql/other", "/today", "/api/auth/session"]) expect(isFastPath(target), target).toBe(false);
  });
});
