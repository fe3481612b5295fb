import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ConfigError } from "@/lib/config/config-error";
import { answerClientError } from "./client-error";

// How long an idle kept-alive connection stays open. Node's default (5 s) equals its own client
// agent's idle timeout, so a client reusing a connection at the fifth second raced the server's
// close and got ECONNRESET; a reverse proxy (usually 60 s idle) hit the same race. Keeping idle
// connections longer than the clients in front leaves the closing to them.
export const IDLE_CONNECTION_KEPT_MS = 65_000;

/** Listens on host:port, turning "address in use" and "no permission" into one clear ConfigError. */
export function listen(handler: RequestListener, host: string, port: number, settingName: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.keepAliveTimeout = IDLE_CONNECTION_KEPT_MS;
    server.on("clientError", answerClientError);
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(new ConfigError(`port ${port} is already in use: stop whatever holds it, or set ${settingName} to a free port`));
      } else if (error.code === "EACCES") {
        reject(new ConfigError(`no permission to listen on port ${port}: choose a port above 1023 with ${settingName}`));
      } else {
        reject(new ConfigError(`cannot listen on ${host}:${port} (${settingName}): ${error.message}`));
      }
    });
    server.listen(port, host, () => resolve(server));
  });
}

export function boundPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
