import { createServer, type RequestListener, type Server } from "node:http";
import { MAX_HTTP_HEADER_SIZE } from "./max-http-header-size";

export type HttpTimeouts = {
  /** Until a request's headers have all arrived (HTTP_HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** Until the whole request, body included, has arrived (HTTP_REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /** How long a kept-alive connection may sit idle between requests (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
};

/**
 * The app's HTTP server with its own limits (docs/security.md#input-limits): headers up to
 * MAX_HTTP_HEADER_SIZE, and a request whose headers or body trickle in past the timeouts is
 * answered 408 and its connection closed, where Node's defaults held a slow body for 300 s.
 * Node checks those deadlines on a timer (30 s by default), so the check runs at a quarter of
 * the headers timeout, at most every second, for a deadline kept to within that.
 * @see https://nodejs.org/api/http.html#httpcreateserveroptions-requestlistener
 */
export function createAppServer(timeouts: HttpTimeouts, listener: RequestListener): Server {
  return createServer(
    {
      maxHeaderSize: MAX_HTTP_HEADER_SIZE,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, timeouts.headersMs / 4)),
    },
    listener,
  );
}
