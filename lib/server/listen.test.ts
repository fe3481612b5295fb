import { request, Agent, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundPort, listen } from "./listen";

function get(port: number, agent: Agent): Promise<{ status: number; socketPort: number }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: "/", agent }, (answer) => {
      const socketPort = answer.socket.localPort!;
      answer.resume().on("end", () => resolve({ status: answer.statusCode!, socketPort }));
    });
    sent.on("error", reject).end();
  });
}

describe("kept-alive connections", () => {
  let server: Server;
  beforeAll(async () => {
    server = await listen((_request, response) => response.end("served"), "127.0.0.1", 0, "PORT");
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("outlast Node's own client agent, so a client is never answered by a close it raced", async () => {
    const clientIdleMs = 5_000;
    const agent = new Agent({ keepAlive: true, timeout: clientIdleMs * 2, maxSockets: 1 });
    const first = await get(boundPort(server), agent);
    // Past Node's client agent's idle time (5 s, which was also the server's): the connection is still
    // open, so the next request travels on the same socket.
    await new Promise((resolve) => setTimeout(resolve, clientIdleMs + 300));
    const second = await get(boundPort(server), agent);
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socketPort).toBe(first.socketPort);
  }, 15_000);
});
