import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, which can be cut (every connection through it
 * dropped, new ones refused) and restored: a database that becomes unreachable and comes back,
 * as a network fault or a failover does, without stopping the shared server behind it.
 */
export async function createCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut(): void {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore(): void {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
