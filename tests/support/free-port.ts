import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A loopback port that was free a moment ago, for a program that must be told its port up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}
