import { describe, expect, it } from "vitest";
import { onlyKeepsConnection } from "./protocol-messages";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
const message = (method: string) => ({ jsonrpc: "2.0", id: 1, method });

describe("onlyKeepsConnection", () => {
  it("takes initialize, ping, tools/list and notifications, alone or as a batch, as keeping the connection", async () => {
    for (const method of ["initialize", "ping", "tools/list", "notifications/initialized", "notifications/cancelled"]) {
      expect(await onlyKeepsConnection(post(JSON.stringify(message(method)))), method).toBe(true);
    }
    expect(await onlyKeepsConnection(post(JSON.stringify([message("ping"), message("notifications/initialized")])))).toBe(true);
    expect(await onlyKeepsConnection(new Request("http://127.0.0.1/", { method: "GET" }))).toBe(true);
  });

  it("counts a tool call, anything else, a batch with one of them, and a body it cannot read as more", async () => {
    for (const method of ["tools/call", "resources/read", "prompts/get", "completion/complete"]) {
      expect(await onlyKeepsConnection(post(JSON.stringify(message(method)))), method).toBe(false);
    }
    expect(await onlyKeepsConnection(post(JSON.stringify([message("ping"), message("tools/call")])))).toBe(false);
    expect(await onlyKeepsConnection(post(JSON.stringify([])))).toBe(false);
    expect(await onlyKeepsConnection(post("{not json"))).toBe(false);
    expect(await onlyKeepsConnection(post(JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} })))).toBe(false);
    expect(await onlyKeepsConnection(post(JSON.stringify(message("ping")), { "content-length": String(2 * 1024 * 1024) }))).toBe(false);
  });

  it("leaves the request's body for the transport to read", async () => {
    const request = post(JSON.stringify(message("ping")));
    await onlyKeepsConnection(request);
    expect(await request.json()).toEqual(message("ping"));
  });
});
