import { describe, expect, it } from "vitest";
import { VerifiedCredentials } from "./verified-credentials";

describe("VerifiedCredentials", () => {
  const at = Date.parse("2026-11-29T10:00:00Z");

  function counting(expiresAt: Date, value: string | null = "ada") {
    const checks = { count: 0 };
    const verify = async () => {
      checks.count += 1;
      return value === null ? null : { value, expiresAt };
    };
    return { checks, verify };
  }

  it("checks a credential once while it is valid, and again once it has expired", async () => {
    const memory = new VerifiedCredentials<string>();
    const { checks, verify } = counting(new Date(at + 30_000));
    expect(await memory.verified("token-1", "issuer", verify, at)).toBe("ada");
    expect(await memory.verified("token-1", "issuer", verify, at + 29_000)).toBe("ada");
    expect(checks.count).toBe(1);
    await memory.verified("token-1", "issuer", verify, at + 30_000);
    expect(checks.count).toBe(2);
  });

  it("remembers for at most a minute, however long the credential lives", async () => {
    const memory = new VerifiedCredentials<string>();
    const { checks, verify } = counting(new Date(at + 12 * 3_600_000));
    await memory.verified("cookie", "secret", verify, at);
    await memory.verified("cookie", "secret", verify, at + 59_000);
    expect(checks.count).toBe(1);
    await memory.verified("cookie", "secret", verify, at + 60_000);
    expect(checks.count).toBe(2);
  });

  it("never remembers a refusal, and checks again against other addresses", async () => {
    const memory = new VerifiedCredentials<string>();
    const refused = counting(new Date(at + 30_000), null);
    expect(await memory.verified("forged", "issuer", refused.verify, at)).toBeNull();
    expect(await memory.verified("forged", "issuer", refused.verify, at)).toBeNull();
    expect(refused.checks.count).toBe(2);

    const throwing = async (): Promise<never> => {
      throw new Error("bad signature");
    };
    await expect(memory.verified("bad", "issuer", throwing, at)).rejects.toThrow("bad signature");

    const { checks, verify } = counting(new Date(at + 30_000));
    await memory.verified("token-2", "issuer-a", verify, at);
    await memory.verified("token-2", "issuer-b", verify, at);
    expect(checks.count).toBe(2);
  });
});
