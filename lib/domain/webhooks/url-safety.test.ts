import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { checkWebhookUrl, isAllowedAddress, type Resolver } from "./url-safety";

// A resolver stub: no network. Names map to fixed addresses.
const names: Record<string, string[]> = {
  "shop.example": ["93.184.215.14"],
  "loop.example": ["127.0.0.1"],
  "mixed.example": ["93.184.215.14", "10.1.2.3"],
  "mapped.example": ["::ffff:192.168.1.1"],
  "v6.example": ["2606:4700::1111"],
};
const stub: Resolver = async (host) => {
  const found = names[host];
  if (!found) throw new Error("ENOTFOUND");
  return found;
};
const strict = { allowPrivate: false, resolve: stub };

async function refusal(url: string, policy = strict): Promise<AppError> {
  const error = await checkWebhookUrl(url, policy).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("webhook address check", () => {
  it.each([
    "127.0.0.1", "127.255.0.9", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.0.10", "169.254.169.254", "0.0.0.0",
    "::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "0:0:0:0:0:ffff:a00:1", "::ffff:169.254.169.254",
  ])("refuses %s", (address) => {
    expect(isAllowedAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "172.32.0.1", "172.15.255.255", "192.169.0.1", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8", "fec0::1"])("allows %s", (address) => {
    expect(isAllowedAddress(address)).toBe(true);
  });

  it("refuses what is not an address", () => {
    expect(isAllowedAddress("localhost")).toBe(false);
  });
});

describe("webhook URL check", () => {
  it("accepts https to a name resolving to public addresses, and answers them", async () => {
    await expect(checkWebhookUrl("https://shop.example/hooks", strict)).resolves.toEqual(["93.184.215.14"]);
    await expect(checkWebhookUrl("https://v6.example/hooks", strict)).resolves.toEqual(["2606:4700::1111"]);
  });

  it.each([
    ["http://shop.example/hooks", /https/],
    ["https://127.0.0.1/hooks", /127\.0\.0\.1/],
    ["https://[::1]/hooks", /::1/],
    ["https://[::ffff:127.0.0.1]/hooks", /loopback/],
    ["https://loop.example/hooks", /127\.0\.0\.1/],
    ["https://mixed.example/hooks", /10\.1\.2\.3/],
    ["https://mapped.example/hooks", /192\.168\.1\.1/],
    ["https://unknown.example/hooks", /could not be resolved/],
    ["https://user:pw@shop.example/hooks", /password/],
    ["not a url", /absolute/],
  ])("refuses %s with WEBHOOK_URL_NOT_ALLOWED naming url", async (url, message) => {
    const error = await refusal(url);
    expect(error.code).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(error.details).toEqual([{ path: "url", message: expect.stringMatching(message) }]);
  });

  it("allows http and private addresses when WEBHOOK_ALLOW_PRIVATE_URLS is set", async () => {
    const open = { allowPrivate: true, resolve: stub };
    await expect(checkWebhookUrl("http://127.0.0.1:8080/hooks", open)).resolves.toEqual(["127.0.0.1"]);
    await expect(checkWebhookUrl("https://loop.example/hooks", open)).resolves.toEqual(["127.0.0.1"]);
    expect((await refusal("ftp://shop.example/x", open)).code).toBe("WEBHOOK_URL_NOT_ALLOWED");
  });
});
