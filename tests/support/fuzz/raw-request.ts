import { request } from "node:http";

export interface RawRequest {
  method: string;
  /** Sent byte for byte (visible ASCII only; anything else must already be percent-encoded). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request over node:http, which (unlike fetch) sends hostile paths and bodies unchanged. */
export function sendRaw(baseUrl: string, raw: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    // Next's redirect for a dot-segment path repeats the (up to 16 KiB) query in its Location header.
    const outgoing = request({ hostname, port, path: raw.path, method: raw.method, headers: raw.headers, maxHeaderSize: 1 << 20 }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString("utf8") }));
      incoming.on("error", reject);
    });
    // A server may answer 413 before reading a huge body and close the socket under our write; the
    // answer still arrives. A connection that closes with no answer at all is a dropped request.
    outgoing.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    outgoing.on("close", () => {
      if (!answered) reject(new Error(`the connection closed without an answer: ${describeRequest(raw)}`));
    });
    outgoing.end(raw.body);
  });
}

/** A readable one-line account of a request, for failure messages (bodies cut short). */
export function describeRequest(raw: RawRequest): string {
  const body = raw.body ? ` body(${raw.body.length} bytes)=${JSON.stringify(raw.body.subarray(0, 300).toString("latin1"))}` : "";
  return `${raw.method} ${raw.path.slice(0, 300)} headers=${JSON.stringify(raw.headers).slice(0, 300)}${body}`;
}
