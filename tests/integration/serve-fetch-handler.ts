import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { answerWithFetchHandler } from "@/server/http/answer-with-fetch-handler";
import { MAX_HTTP_HEADER_SIZE } from "@/server/http/max-http-header-size";

type FetchHandler = (request: Request) => Promise<Response> | Response;

/**
 * Serves a fetch-style handler (the same function a Next.js route exports) on a loopback port, so
 * the real tRPC client talks to the real handler over real HTTP, bridged as the production server
 * bridges its direct routes (answer-with-fetch-handler.ts). It reads headers up to the production
 * server's raised limit. `port` 0 takes a free one; another process that must find the
 * server (the browser tests' fake Stripe) names its own.
 */
export async function serveFetchHandler(
  handler: FetchHandler,
  { record = true, port = 0 }: { record?: boolean; port?: number } = {},
): Promise<{ origin: string; requests: Request[]; close: () => Promise<void> }> {
  const requests: Request[] = [];
  let origin = "";
  const recorded = async (request: Request) => {
    if (record) requests.push(request.clone());
    return handler(request);
  };
  // Idle connections are kept a minute instead of Node's 5 s: a test on a busy machine paused past
  // 5 s, and the client sent its POST on a connection the server was closing (ECONNRESET; a POST
  // is not retried). A test's calls are never a minute apart.
  // @see https://nodejs.org/api/http.html#serverkeepalivetimeout
  const options = { maxHeaderSize: MAX_HTTP_HEADER_SIZE, keepAliveTimeout: 60_000 };
  const server: Server = createServer(options, (req, res) => {
    void answerWithFetchHandler(
      recorded,
      req,
      res,
      new URL(req.url ?? "/", origin),
      (server.address() as AddressInfo).port,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
