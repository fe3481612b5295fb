import { describe, expect, it } from "vitest";
import { countMessages } from "./protocol-messages";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
const message = (method: string) => ({ jsonrpc: "2.0", id: 1, method });
const keeps = async (request: Request) => (await countMessages(request)).keepsConnection;

describe("countMessages", () => {
  it("takes initialize, ping, tools/list and notifications, alone or as a batch, as keeping the connection", async () => {
    for (const method of ["initialize", "ping", "tools/list", "notifications/initialized", "notifications/cancelled"]) {
      expect(await keeps(post(JSON.stringify(message(method)))), method).toBe(true);
    }
    expect(await countMessages(post(JSON.stringify([message("ping"), message("notifications/initialized")])))).toEqual({ keepsConnection: true, messages: 2 });
    expect(await countMessages(new Request("http://127.0.0.1/", { method: "GET" }))).toEqual({ keepsConnection: true, messages: 1 });
  });

  it("counts a tool call, anything else, a batch with one of them, and a body it cannot read as more", async () => {
    for (const method of ["tools/call", "resources/read", "prompts/get", "completion/complete"]) {
      expect(await keeps(post(JSON.stringify(message(method)))), method).toBe(false);
    }
    expect(await keeps(post(JSON.stringify([message("ping"), message("tools/call")])))).toBe(false);
    expect(await countMessages(post(JSON.stringify([])))).toEqual({ keepsConnection: false, messages: 1 });
    expect(await keeps(post("{not json"))).toBe(false);
    expect(await keeps(post(JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} })))).toBe(false);
    expect(await keeps(post(JSON.stringify(message("ping")), { "content-length": String(2 * 1024 * 1024) }))).toBe(false);
  });

  it("counts each message of a batch, so a batch of tool calls costs what it holds", async () => {
    const batch = Array.from({ length: 30 }, () => message("tools/call"));
    expect(await countMessages(post(JSON.stringify(batch)))).toEqual({ keepsConnection: false, messages: 30 });
  });

  it("leaves the request's body for the transport to read", async () => {
    const request = post(JSON.stringify(message("ping")));
    await countMessages(request);
    expect(await request.json()).toEqual(message("ping"));
  });
});
