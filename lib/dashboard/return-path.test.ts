import { describe, expect, it } from "vitest";
import { returnPath, signInPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(returnPath("/scan?museum=abc")).toBe("/scan?museum=abc");
    expect(returnPath("/museums/1/today")).toBe("/museums/1/today");
  });

  it("drops anything that could lead to another origin, and what is not a path", () => {
    for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "scan", "", "/\tx", undefined, ["/scan"]]) {
      expect(returnPath(next), String(next)).toBeNull();
    }
  });

  it("round-trips through the sign-in address", () => {
    const next = new URL(signInPath("/scan?museum=abc&x=1"), "http://foyer.test").searchParams.get("next") ?? undefined;
    expect(returnPath(next)).toBe("/scan?museum=abc&x=1");
  });
});
