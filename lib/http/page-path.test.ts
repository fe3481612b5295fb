import { describe, expect, it } from "vitest";
import { pagePathOf } from "./page-path";

// docs/auth.md, "The dashboard session": sign-in returns to the page whose session had ended.
describe("the page a request asks for", () => {
  it("is its path and query, without the marker of Next's client-side navigations", () => {
    expect(pagePathOf("/museums/m1/events/e1?tab=slots&_rsc=1x2y")).toBe("/museums/m1/events/e1?tab=slots");
    expect(pagePathOf("/museums/m1/today?_rsc=abc")).toBe("/museums/m1/today");
    expect(pagePathOf("/museums/m1/orders")).toBe("/museums/m1/orders");
  });
});
