import { request } from "node:http";

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * GET with the path sent byte for byte: fetch and curl normalise paths (dot segments, some
 * escapes), which would hide what a server does with them. The path may only hold visible ASCII.
 */
export function rawGet(baseUrl: string, path: string, apiKey?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method: "GET", headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {} }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, text }));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
