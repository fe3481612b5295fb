import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A webhook receiver on 127.0.0.1 for the tests: records every request it is sent, and answers 503
// while `down` is set.

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  down: boolean;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], down: false, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (receiver.down) {
        response.writeHead(503).end("down for maintenance");
        return;
      }
      receiver.received.push({ headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
