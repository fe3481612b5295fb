import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

// A webhook receiver on 127.0.0.1 for the tests: records every request it is sent, answers 503
// while `down` is set, and waits `answerDelayMs` before answering, so a test can catch a delivery in
// flight (recorded, not yet answered).

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  down: boolean;
  /** How long it waits after recording a delivery before answering it. */
  answerDelayMs: number;
  /** The webhook-ids of the deliveries recorded but not answered yet. */
  unanswered: Set<string>;
  close(): Promise<void>;
}

/**
 * The server environment of a test that waits for deliveries: private URLs (the receiver is on
 * 127.0.0.1) allowed, the worker polling every 50 ms, no expiry sweep. `extra` adds or overrides.
 */
export const deliveringWebhooks = (extra: Record<string, string> = {}): Record<string, string> => ({
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  WEBHOOK_POLL_MS: "50",
  EXPIRY_SWEEP_SECONDS: "0",
  ...extra,
});

/** A receiver for the test file: listening before its tests, closed after them. Its url is set once the file's set-up has run. */
export function useReceiver(): Receiver {
  const receiver = newReceiver();
  beforeAll(() => listen(receiver));
  afterAll(() => receiver.close());
  return receiver;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver = newReceiver();
  await listen(receiver);
  return receiver;
}

function newReceiver(): Receiver {
  return { url: "", received: [], down: false, answerDelayMs: 0, unanswered: new Set(), close: async () => undefined };
}

async function listen(receiver: Receiver): Promise<void> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (receiver.down) {
        response.writeHead(503).end("down for maintenance");
        return;
      }
      const headers = request.headers as Record<string, string>;
      receiver.received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = () => {
        receiver.unanswered.delete(headers["webhook-id"]!);
        response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
      };
      if (receiver.answerDelayMs <= 0) return answer();
      receiver.unanswered.add(headers["webhook-id"]!);
      setTimeout(answer, receiver.answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A change the durability tests make and expect to hear about. */
export interface Change {
  type: "reservation.created" | "customer.created";
  id: string;
}

export const eventKey = (change: Change) => `${change.type} ${change.id}`;

/** The change a delivery reports, as eventKey writes it. */
export const keyOf = (hook: ReceivedWebhook) => {
  const event = JSON.parse(hook.body) as { type: Change["type"]; data: { id: string } };
  return eventKey({ type: event.type, id: event.data.id });
};

export const webhookId = (hook: ReceivedWebhook) => hook.headers["webhook-id"]!;
