import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeParts, findRoute, routeTable } from "./lean-dispatch";

const routes = routeTable(join(process.cwd(), "app"), "v1");
const resolve = (path: string) => {
  const hit = findRoute(routes, decodeParts(path)!);
  return hit && { file: relative(join(process.cwd(), "app"), hit.route.file), params: hit.params };
};

describe("the lean /v1 router", () => {
  it("finds every route file under app/v1", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.every((route) => route.file.endsWith("route.ts"))).toBe(true);
  });

  it("prefers static segments to dynamic ones, and both to the catch-all, as Next does", () => {
    expect(resolve("/v1/locations")).toEqual({ file: "v1/locations/route.ts", params: {} });
    expect(resolve("/v1/locations/abc")).toEqual({ file: "v1/locations/[id]/route.ts", params: { id: "abc" } });
    expect(resolve("/v1/events/e1/ticket-types")).toEqual({ file: "v1/events/[id]/ticket-types/route.ts", params: { id: "e1" } });
    expect(resolve("/v1/memberships/m1/qr.png")?.file).toBe("v1/memberships/[id]/qr.png/route.ts");
    expect(resolve("/v1/openapi.json")?.file).toBe("v1/openapi.json/route.ts");
    expect(resolve("/v1/no/such/thing")).toEqual({ file: "v1/[...path]/route.ts", params: { path: ["no", "such", "thing"] } });
  });

  it("hands route handlers decoded params, like Next", () => {
    const qr = "https://museum.example/m/1?v=1&sig=a/b";
    expect(resolve(`/v1/verify-membership-qr-code/${encodeURIComponent(qr)}`)?.params).toEqual({ qrData: qr });
  });

  it("refuses paths that are not valid percent-encoding", () => {
    expect(decodeParts("/v1/%zz")).toBeNull();
  });
});
