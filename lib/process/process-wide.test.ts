import { describe, expect, it } from "vitest";
import { processWide } from "./process-wide";

// Two copies of a module (the server's, loaded by tsx, and Next's bundle) each call processWide with
// their own `create`; the second must get the first one's instance, not make its own.
describe("processWide", () => {
  it("makes a named instance once per process, whichever copy asks first", () => {
    const name = `test-${Math.random()}`;
    const first = processWide(name, () => new Map<string, number>([["made by", 1]]));
    let secondCreated = false;
    const second = processWide(name, () => {
      secondCreated = true;
      return new Map<string, number>([["made by", 2]]);
    });
    expect(second).toBe(first);
    expect(secondCreated).toBe(false);
    expect(processWide(`${name}-other`, () => "another")).toBe("another");
  });
});
