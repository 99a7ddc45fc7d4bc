import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { answerAlpacaEvents, recordedAlpacaEvents } from "./fake-alpaca-events";
import { type FakeBar, type FakeSnapshot, fakeAlpacaMarket } from "./fake-alpaca-market";
import { startFakeAlpacaStream } from "./fake-alpaca-stream";

export const FAKE_ALPACA_KEY = {
  keyId: "PKTESTKEY000000000001",
  secret: "fake-alpaca-secret-0001",
};

/**
 * Alpaca market data on localhost, speaking its protocols so the real SDK runs end to end: REST
 * (multi-symbol snapshots, daily bars paginated by `next_page_token`, the key checked on every
 * request, 429 with `X-RateLimit-Reset` when told to), news and cash dividends from recorded answers
 * (fake-alpaca-events.ts) and the stock stream (fake-alpaca-stream.ts).
 * @see https://docs.alpaca.markets/reference/stocksnapshots-1
 * @see https://docs.alpaca.markets/reference/stockbarsingle-1
 */
export async function startFakeAlpaca({ barsPerPage = 10_000 } = {}) {
  const market = fakeAlpacaMarket();
  const events = recordedAlpacaEvents();
  const requests: URL[] = [];
  let tooManyRequests = 0;

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push(url);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    if (
      request.headers["apca-api-key-id"] !== FAKE_ALPACA_KEY.keyId ||
      request.headers["apca-api-secret-key"] !== FAKE_ALPACA_KEY.secret
    )
      return json(401, { code: 40110000, message: "request is not authorized" });
    if (tooManyRequests > 0) {
      tooManyRequests -= 1;
      // The window resets at the next whole second, as Alpaca's one-minute windows do at theirs.
      const reset = String(Math.ceil((Date.now() + 1) / 1000));
      return json(
        429,
        { message: "too many requests." },
        {
          "x-ratelimit-limit": "200",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": reset,
        },
      );
    }
    if (url.pathname === "/v2/stocks/snapshots") {
      const symbols = (url.searchParams.get("symbols") ?? "").split(",");
      return json(
        200,
        Object.fromEntries(
          symbols.flatMap((s) => (market.snapshots.has(s) ? [[s, market.snapshots.get(s)]] : [])),
        ),
      );
    }
    const bars = /^\/v2\/stocks\/([^/]+)\/bars$/.exec(url.pathname);
    if (bars) {
      const symbol = decodeURIComponent(bars[1]!);
      const start = url.searchParams.get("start") ?? "";
      const all = (market.bars.get(symbol) ?? []).filter((bar) => bar.t >= start);
      const from = Number(url.searchParams.get("page_token") ?? 0);
      const size = Math.min(Number(url.searchParams.get("limit") ?? 1000), barsPerPage);
      const next = from + size < all.length ? String(from + size) : null;
      return json(200, { bars: all.slice(from, from + size), symbol, next_page_token: next });
    }
    const event = answerAlpacaEvents(url, events);
    if (event) return json(200, event);
    return json(404, { code: 40410000, message: "endpoint not found" });
  }

  const server = createServer(answer);
  const stream = startFakeAlpacaStream(server, FAKE_ALPACA_KEY);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dataUrl: `http://127.0.0.1:${port}`,
    streamUrl: `ws://127.0.0.1:${port}/v2/iex`,
    requests,
    market,
    events,
    stream,
    /** The next `count` requests get 429 with a reset a moment away. */
    answerTooManyRequests: (count: number) => void (tooManyRequests = count),
    close: async () => {
      stream.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type { FakeBar, FakeSnapshot };
