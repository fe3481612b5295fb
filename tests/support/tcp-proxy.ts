import { createServer, connect, type Server, type Socket } from "node:net";

// A TCP proxy that a test puts between Foyer and a server it needs (PostgreSQL, an SMTP relay), so
// the test can make that server vanish and come back without stopping it: other sessions may share
// it. The proxy keeps its port across outages, so Foyer's settings never change.

export type ProxyState = "open" | "refusing" | "silent";

export interface TcpProxy {
  port: number;
  state(): ProxyState;
  /** Live connections through the proxy (both halves count as one). */
  connections(): number;
  /** As when the server is stopped: live connections are dropped and new ones refused (ECONNREFUSED). */
  refuse(): Promise<void>;
  /** As when the network drops packets: live connections are dropped, new ones accepted and never answered. */
  silence(): Promise<void>;
  /** Forwards again; the server is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  let state: ProxyState = "open";
  const sockets = new Set<Socket>();
  const clients = new Set<Socket>();
  const track = (socket: Socket, into = sockets) => {
    into.add(socket);
    socket.on("close", () => into.delete(socket));
    // A dropped connection errors on both sides; the proxy's job is only to pass that on.
    socket.on("error", () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of [...clients, ...sockets]) socket.destroy();
  };

  const server: Server = createServer((client) => {
    track(client, clients);
    if (state === "silent") return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(on, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  const boundPort = await listen(port);
  return {
    port: boundPort,
    state: () => state,
    connections: () => clients.size,
    async refuse() {
      state = "refusing";
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
    async silence() {
      state = "silent";
      dropAll();
      if (!server.listening) await listen(boundPort);
    },
    async restore() {
      // Connections accepted while silent were never forwarded: drop them so their clients retry.
      if (state === "silent") dropAll();
      state = "open";
      if (!server.listening) await listen(boundPort);
    },
    async close() {
      state = "refusing";
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
  };
}
