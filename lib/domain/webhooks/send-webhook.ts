import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { checkWebhookUrl, type UrlPolicy } from "./url-safety";

// One HTTP POST of a webhook (docs/webhooks.md, "Delivery"). The connection goes to an address the
// URL check has just approved (resolved again now, so a name re-pointed at a private address since
// registration is refused), redirects are not followed (Node's client never follows them), the whole
// exchange has a time limit, and at most RESPONSE_READ_LIMIT bytes of the answer are read.

// Connections are kept open between deliveries to one receiver: a new TCP (and TLS) connection per
// event cost more than the event. A kept connection goes to an address approved when it was opened.
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

export const RESPONSE_READ_LIMIT = 64 * 1024;
/** How much of the answer the delivery log keeps. */
export const RESPONSE_LOG_LIMIT = 1024;

export interface WebhookAnswer {
  status: number;
  /** The first RESPONSE_LOG_LIMIT characters of the answer's body. */
  body: string;
}

export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  payload: string,
  options: { policy: UrlPolicy; timeoutMs: number },
): Promise<WebhookAnswer> {
  const addresses = await checkWebhookUrl(url, options.policy);
  const target = new URL(url);
  const address = addresses[0]!;
  // Connect to the approved address whatever the name resolves to by the time the socket opens.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    const family = address.includes(":") ? 6 : 4;
    if (lookupOptions.all) (callback as unknown as (error: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const secure = target.protocol === "https:";
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: "POST",
        lookup,
        agent: secure ? agents.https : agents.http,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload), "user-agent": "Foyer-Webhooks/1" },
        timeout: options.timeoutMs,
      },
      (answer: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let read = 0;
        answer.on("data", (chunk: Buffer) => {
          read += chunk.length;
          chunks.push(chunk);
          if (read >= RESPONSE_READ_LIMIT) answer.destroy();
        });
        const finish = () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_LOG_LIMIT) });
        answer.on("end", finish);
        answer.on("close", finish);
        answer.on("error", finish);
      },
    );
    const deadline = setTimeout(() => outgoing.destroy(new Error(`No answer within ${options.timeoutMs} ms`)), options.timeoutMs).unref();
    outgoing.on("close", () => clearTimeout(deadline));
    outgoing.on("timeout", () => outgoing.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}
