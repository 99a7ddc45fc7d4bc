import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";

export type FakePosthogMode = "take" | "down" | "slow";

/**
 * A PostHog capture endpoint on `port` that can be told how to behave: take batches (keeping each
 * event's uuid, and how many times it came), be down (nothing listens: connections are refused),
 * or be slow (answer each batch after `slowMs`, longer than the app waits, and take it then).
 */
export async function startFakePosthog(port: number, slowMs = 12_000) {
  const received = new Map<string, number>();
  let mode: FakePosthogMode = "take";
  let server: Server | null = null;

  const take = (body: Buffer) => {
    const events = JSON.parse(gunzipSync(body).toString()) as Array<{ uuid: string }>;
    for (const { uuid } of events) received.set(uuid, (received.get(uuid) ?? 0) + 1);
  };

  async function listen(): Promise<void> {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = () => {
        take(Buffer.concat(chunks));
        response.writeHead(200, { "content-type": "application/json" }).end('{"status":1}');
      };
      if (mode === "slow") setTimeout(answer, slowMs);
      else answer();
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  }

  async function stopListening(): Promise<void> {
    const closing = server;
    server = null;
    closing?.closeAllConnections();
    await new Promise((resolve) => (closing ? closing.close(resolve) : resolve(undefined)));
  }

  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    async set(next: FakePosthogMode): Promise<void> {
      if (next === "down") await stopListening();
      else if (!server) await listen();
      mode = next;
    },
    close: stopListening,
  };
}
