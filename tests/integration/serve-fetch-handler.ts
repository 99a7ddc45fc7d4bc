import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type FetchHandler = (request: Request) => Promise<Response> | Response;

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

/**
 * Serves a fetch-style handler (the same function a Next.js route exports) on a loopback port, so
 * the real tRPC client talks to the real handler over real HTTP. `maxHeaderSize` mirrors the
 * production server's raised header limit. `port` 0 takes a free one; another process that must
 * find the server (the browser tests' fake Stripe) names its own.
 */
export async function serveFetchHandler(
  handler: FetchHandler,
  { record = true, port = 0 }: { record?: boolean; port?: number } = {},
): Promise<{ origin: string; requests: Request[]; close: () => Promise<void> }> {
  const requests: Request[] = [];
  let origin = "";
  const server: Server = createServer({ maxHeaderSize: 1_048_576 }, (req, res) => {
    void (async () => {
      const request = await toRequest(req, origin);
      if (record) requests.push(request.clone());
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
