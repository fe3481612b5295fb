import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "@/tests/support/fuzz/raw-request";
import { boundPort, listen } from "./listen";

describe("a request whose headers are over Node's limit", () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = await listen((request, response) => request.resume().on("end", () => response.end("served")), "127.0.0.1", 0, "PORT");
    baseUrl = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The client is still sending its body when the answer goes out; closing the socket under unread
  // bytes would make the kernel reset the connection and drop the answer before the client reads it.
  it("gets its 431 answer even while it is still sending a large body", async () => {
    const body = Buffer.alloc(1 << 20, "x");
    for (let length = 16_300; length < 34_000; length += 700) {
      // A kept-alive connection from an earlier request is where the failure showed (the fuzz suite).
      expect((await sendRaw(baseUrl, { method: "POST", path: "/v1/customers", headers: {}, body })).status).toBe(200);
      const answer = await sendRaw(baseUrl, { method: "PATCH", path: `/v1/customers/x?q=${"%7B".repeat(length / 3)}`, headers: { "content-type": "application/json" }, body });
      expect(answer.status, `path of ${length} characters`).toBe(431);
      expect(JSON.parse(answer.text).error).toMatchObject({ code: "HEADERS_TOO_LARGE", requestId: expect.any(String) });
    }
  }, 60_000);
});
