import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { logger } from "@/server/logger";
import { compressAnswer, MIN_COMPRESSED_BYTES } from "./compress-answer";
import type { FetchHandler } from "./direct-route";

/**
 * The `x-forwarded-*` headers as Next sets them before any handler runs, so a handler reads the
 * same origin here as through Next (site-origin.ts): a proxy's values are kept, the socket's fill in.
 * @see https://github.com/vercel/next.js/blob/canary/packages/next/src/server/base-server.ts (handleRequestImpl)
 */
function forwardedHeaders(req: IncomingMessage, port: number): Record<string, string> {
  return {
    "x-forwarded-host": req.headers.host ?? "localhost",
    "x-forwarded-port": String(port),
    "x-forwarded-proto": (req.socket as TLSSocket).encrypted ? "https" : "http",
    "x-forwarded-for": req.socket.remoteAddress ?? "",
  };
}

/**
 * The request's body as a stream, read as Next reads it. A reader that stops early (a body over
 * the size limit) cancels it, and the rest is still read and dropped: the connection stays in step
 * for the client's next request on it, which a destroyed request would leave stalled.
 * @see https://github.com/vercel/next.js/blob/canary/packages/next/src/server/base-http/node.ts (stream)
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream({
    start(controller) {
      // A Buffer is a Uint8Array, and each chunk is the stream's own: it is handed on without a copy.
      req.on("data", (chunk: Buffer) => cancelled || controller.enqueue(chunk));
      req.on("end", () => cancelled || controller.close());
      req.on("error", (error) => cancelled || controller.error(error));
    },
    cancel() {
      cancelled = true;
    },
  });
}

/** The request as the fetch API has it; the body streams, and `signal` aborts when the client goes. */
function toFetchRequest(
  req: IncomingMessage,
  url: URL,
  port: number,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(forwardedHeaders(req, port)))
    if (!headers.has(name)) headers.set(name, value);
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  // `duplex` is Node's requirement for a streamed body, missing from the DOM's RequestInit type.
  const init = {
    method: req.method,
    headers,
    signal,
    body: withBody ? bodyOf(req) : null,
    duplex: "half",
  };
  return new Request(url, init as RequestInit);
}

async function writeResponse(
  response: Response,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  if (body.length >= MIN_COMPRESSED_BYTES && !response.headers.has("content-encoding")) {
    headers.vary = response.headers.has("vary")
      ? `${response.headers.get("vary")}, Accept-Encoding`
      : "Accept-Encoding";
    const compressed = await compressAnswer(body, req.headers["accept-encoding"]);
    if (compressed) {
      body = compressed.body;
      headers["content-encoding"] = compressed.encoding;
    }
  }
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers).end(body);
}

/**
 * Answers `req` with a fetch handler, as Next answers a route handler's requests: the headers a
 * handler may rely on, every Set-Cookie, and brotli or gzip where the client takes it and it pays
 * (compress-answer.ts). The security headers were set on `res` before (scripts/serve.ts). Never
 * throws: a request the fetch API cannot hold gets a 400, a failure of the handler or of the
 * writing a 500, logged.
 */
export async function answerWithFetchHandler(
  handler: FetchHandler,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  port: number,
): Promise<void> {
  const aborted = new AbortController();
  res.once("close", () => res.writableFinished || aborted.abort());
  let request: Request;
  try {
    request = toFetchRequest(req, url, port, aborted.signal);
  } catch {
    res
      .writeHead(400, { "content-type": "text/plain; charset=utf-8" })
      .end("The request's headers cannot be read.");
    return;
  }
  try {
    await writeResponse(await handler(request), req, res);
  } catch (error) {
    logger.error({ err: error, path: url.pathname }, "direct route failed");
    if (!res.headersSent)
      res
        .writeHead(500, { "content-type": "text/plain; charset=utf-8" })
        .end("The server could not answer. Try again.");
    else res.destroy();
  }
}
