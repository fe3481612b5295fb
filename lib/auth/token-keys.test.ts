import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/config/config-error";
import { issueAccessToken, verifyUserToken } from "./access-token";
import { tokenKeys } from "./token-keys";

const pem = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const user = { userId: "user-1", email: "ada@staff.test" };
const saved = { ...process.env };

afterEach(() => {
  for (const name of ["AUTH_SIGNING_KEY", "AUTH_SIGNING_KEYS_PREVIOUS"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("access token keys", () => {
  it("keeps tokens signed by a previous key verifiable after a rotation, and signs only with the new key", async () => {
    const oldKey = pem();
    const newKey = pem();
    process.env.AUTH_SIGNING_KEY = oldKey;
    const before = await issueAccessToken(user);
    const oldKid = (await tokenKeys()).current.kid;

    process.env.AUTH_SIGNING_KEY = newKey;
    await expect(verifyUserToken(before.accessToken)).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    process.env.AUTH_SIGNING_KEYS_PREVIOUS = oldKey;
    expect(await verifyUserToken(before.accessToken)).toEqual(user);
    const keys = await tokenKeys();
    expect(keys.publicJwks.map((jwk) => jwk.kid)).toEqual([keys.current.kid, oldKid]);
    expect(keys.current.kid).not.toBe(oldKid);
    const after = await issueAccessToken(user);
    expect(JSON.parse(Buffer.from(after.accessToken.split(".")[0]!, "base64url").toString())).toMatchObject({ alg: "ES256", kid: keys.current.kid });
  });

  it("accepts a PEM with escaped newlines, as env files often hold it", async () => {
    process.env.AUTH_SIGNING_KEY = pem().replace(/\n/g, "\\n");
    const token = await issueAccessToken(user);
    expect(await verifyUserToken(token.accessToken)).toEqual(user);
  });

  it("refuses a key that is not a P-256 private key", async () => {
    process.env.AUTH_SIGNING_KEY = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    await expect(tokenKeys()).rejects.toBeInstanceOf(ConfigError);
    process.env.AUTH_SIGNING_KEY = "not a key";
    await expect(tokenKeys()).rejects.toBeInstanceOf(ConfigError);
  });
});
