import { describe, expect, it } from "vitest";
import { routableApiUrl } from "./routable-api-url";

describe("routableApiUrl", () => {
  it("keeps ordinary paths and leaves everything outside /v1 alone", () => {
    expect(routableApiUrl("/v1/customers/abc?filter=%7B%7D")).toBe("/v1/customers/abc?filter=%7B%7D");
    expect(routableApiUrl("/v1/customers/a..b")).toBe("/v1/customers/a..b");
    expect(routableApiUrl("/v1/verify-membership-qr-code/%2F.")).toBe("/v1/verify-membership-qr-code/%2F.");
    expect(routableApiUrl("/v1/verify-membership-qr-code/a%2F..%2F")).toBe("/v1/verify-membership-qr-code/a%2F..%2F");
    expect(routableApiUrl("/sign-in/../x")).toBe("/sign-in/../x");
  });

  it("sends broken percent-encoding and dot segments, plain or encoded, to the catch-all", () => {
    for (const url of ["/v1/customers/%zz", "/v1/customers/%2e%2e", "/v1/customers/..", "/v1/./customers", "/v1/customers/%2E?x=1", "/v1/a/%2e%2e/b"]) {
      expect(routableApiUrl(url), url).toBe("/v1/unroutable-path");
    }
  });
});
