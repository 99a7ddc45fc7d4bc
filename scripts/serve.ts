import type { ServerResponse } from "node:http";
import next from "next";
import { env } from "@/env";
import { SOCKET_IP_HEADER } from "@/server/auth/client-ip";
import { createReachabilityProbe } from "@/server/db/create-reachability-probe";
import { watchDatabaseReachability } from "@/server/db/watch-database-reachability";
import { answerWithFetchHandler } from "@/server/http/answer-with-fetch-handler";
import { createAppServer } from "@/server/http/create-app-server";
import { findDirectRoute } from "@/server/http/direct-route";
import { runShutdownHooks } from "@/server/http/on-shutdown";
import { createPageCacheServer } from "@/server/http/page-cache/create-page-cache-server";
import { createNonce, createSecurityHeaders } from "@/server/http/security-headers";
import { trackOpenResponses } from "@/server/http/track-open-responses";

/**
 * Whether the path has a broken %-escape (`/stocks/%E0%A4%A`). Next's router fails to decode it and
 * answers a bare 500; it is the client's mistake, so it gets a 400 that says so (docs/security.md,
 * "Input limits").
 */
function hasMalformedEscape(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
    return false;
  } catch {
    return true;
  }
}

/** A page, as opposed to the API, analytics, Next's assets and the public folder's files. */
function isPageRequest(method: string | undefined, url: URL): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    !/^\/(_next|api|ingest)(\/|$)/.test(url.pathname) &&
    !/\.\w+$/.test(url.pathname)
  );
}

const UNREACHABLE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Marketdesk is briefly unavailable</title><body style="font:16px/1.5 system-ui;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1 style="font-size:1.75rem;line-height:1.2">Marketdesk is briefly unavailable</h1><p>We cannot reach our database right now. Nothing you saved is lost; please try again in a moment.</p></body></html>`;

/**
 * Connections the kernel holds for the server while it is busy: past Node's default of 511, a
 * burst of 1,000 clients (or a proxy opening a connection per request in flight) had connections
 * dropped and retried a second later, past nginx's 2 s to connect (bench/README.md#benchload).
 * Linux caps it at net.core.somaxconn (4,096 by default).
 * @see https://nodejs.org/api/net.html#serverlistenoptions-callback
 */
const LISTEN_BACKLOG = 4_096;

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * The HTTP server around Next (a custom server, so we own the socket):
 * - "no URL length limit" (docs/behaviour.md#server-calls): headers up to 1 MB, where Node's 16 KB default would answer a
 *   long batched GET with 431; a request that trickles in past the HTTP_*_TIMEOUT_MS settings gets 408;
 * - the client's socket address in a header no client can forge, for per-IP rate limits;
 * - the security headers on every response (docs/security.md, "Headers"). src/proxy.ts sets them
 *   with the nonce the page is rendered with, replacing these; but when a render fails outright,
 *   Next answers a bare 500 without the proxy's headers, and these still stand;
 * - in production, visitors' requests for public pages answered from the page cache
 *   (src/server/http/page-cache/, docs/scaling.md#cached-pages);
 * - in production, the routes registered as direct (src/server/http/direct-route.ts: tRPC and
 *   /ingest) answered by their handler without Next's request pipeline;
 * - on PostgreSQL, pages answered at once with a 503 and a sentence while the database does not
 *   answer this node's pings (docs/scaling.md#faults); the API says so in its own answers.
 * @see https://nextjs.org/docs/app/guides/custom-server
 */
// PostgreSQL can become unreachable; the embedded database lives in this process and cannot.
const database = env.DATABASE_URL
  ? watchDatabaseReachability(createReachabilityProbe(env.DATABASE_URL))
  : null;
// Where this server listens, for the page cache's requests to itself: a wildcard address is reached on loopback.
const loopback = () => {
  const address = server.address();
  const host = typeof address === "object" && address ? address.address : "127.0.0.1";
  return { host: host === "::" || host === "0.0.0.0" ? "127.0.0.1" : host, port };
};
const pageCache = dev || env.PAGE_CACHE === "off" ? null : createPageCacheServer(loopback);
/** Set on SIGTERM: every answer from then on closes its connection (see the signal handler). */
let draining = false;
const responses = trackOpenResponses();
/** Every answer's security headers, with a nonce of its own (docs/security.md#headers). */
const setSecurityHeaders = (res: ServerResponse) => {
  for (const [name, value] of Object.entries(createSecurityHeaders({ nonce: createNonce() })))
    res.setHeader(name, value);
};
const server = createAppServer(
  {
    headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  },
  (req, res) => {
    req.headers[SOCKET_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
    responses.track(res);
    if (draining) res.setHeader("connection", "close");
    // Only the path and query are read from it: the request's origin is in its headers (site-origin.ts).
    const url = new URL(req.url ?? "/", "http://localhost");
    // Before the database's gate: a cached page is still sent while the database is down. It sets
    // its own security headers (its scripts' hashes), so no nonce is made for it.
    const malformed = hasMalformedEscape(url);
    if (
      !malformed &&
      pageCache?.answer(req, res, url, () => {
        setSecurityHeaders(res);
        void handle(req, res);
      })
    )
      return;
    setSecurityHeaders(res);
    if (malformed) {
      res
        .writeHead(400, { "content-type": "text/plain; charset=utf-8" })
        .end("The address has a malformed %-escape.");
      return;
    }
    if (database && isPageRequest(req.method, url)) {
      if (!database.isReachable()) {
        res
          .writeHead(503, { "content-type": "text/html; charset=utf-8", "retry-after": "5" })
          .end(UNREACHABLE_PAGE);
        return;
      }
      // A page that failed may be the first sign: the next pages then know at once.
      res.once("finish", () => res.statusCode === 500 && database.checkNow());
    }
    // In development every request goes through Next, which reloads a route's module when it changes.
    const direct = dev ? undefined : findDirectRoute(url.pathname);
    if (direct) void answerWithFetchHandler(direct, req, res, url, port);
    else void handle(req, res);
  },
).listen({ port, host: env.HOST, backlog: LISTEN_BACKLOG }, () => {
  console.log(
    `Marketdesk on http://${env.HOST ?? "localhost"}:${port}${dev ? " (development)" : ""}`,
  );
});

/**
 * Stopping: no new connections, and every answer from then on closes its connection, then the
 * shutdown hooks (chat's and the quotes' live streams end with a goodbye, so browsers reconnect
 * elsewhere at once), then exit once every response has been written out: exiting as soon as the
 * hooks return cut streams mid-chunk, which browsers report as a failed load rather than an ended
 * stream. Idle keep-alive connections are closed once every answer is written out
 * (track-open-responses.ts). Without `Connection: close` a proxy kept sending
 * requests down its open connections to a draining node until the 5 s below cut one mid-body
 * (docs/scaling.md#the-proxy); after 5 s the process exits regardless.
 *
 * A repeated signal changes nothing: a signal sent to the process group (Ctrl-C in a terminal, a
 * test stopping `npm start`) reaches this process twice, once itself and once relayed by its parent
 * (run-next.ts). With a one-time listener the second found none and took the default, an exit at
 * once, which cut the streams the first was draining.
 * @see https://nodejs.org/api/http.html#servercloseidleconnections
 */
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (draining) return;
    draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const deadline = setTimeout(() => process.exit(0), 5_000);
    server.closeIdleConnections();
    void runShutdownHooks()
      .then(() => responses.allFinished())
      .then(() => {
        server.closeIdleConnections();
        return closed;
      })
      .finally(() => {
        clearTimeout(deadline);
        process.exit(0);
      });
  });
}
