import { gzipSync } from "node:zlib";

/** One request of the mix, and the route its figures count under. */
export type LoadRequest = { route: string; url: string; init?: RequestInit };

const SYMBOLS = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "FB", "TSLA", "JPM", "V", "XOM"];
const screen = encodeURIComponent(
  JSON.stringify({
    json: { filter: {}, sort: { column: "marketCap", direction: "desc" }, page: 1, pageSize: 50 },
  }),
);

/**
 * The realistic mix of bench/load, in equal shares: a visitor's landing, screener and stock page
 * (ten symbols in turn), a `screener.run` call, a signed-in person's `watchlist.lists`, and an
 * analytics batch of 10 events, as posthog-js sends it. The request for the `n`th turn.
 */
export function createLoadMix({
  origin,
  cookie,
  token,
}: {
  origin: string;
  cookie: string;
  token: string;
}): (turn: number) => LoadRequest {
  const batch = (turn: number) =>
    gzipSync(
      JSON.stringify(
        Array.from({ length: 10 }, (_, index) => ({
          uuid: crypto.randomUUID(),
          event: "$pageview",
          properties: { token, distinct_id: `load-${turn % 500}`, $current_url: `${origin}/` },
          timestamp: new Date(Date.now() - index).toISOString(),
        })),
      ),
    );
  const requests: Array<(turn: number) => LoadRequest> = [
    () => ({ route: "GET /", url: `${origin}/` }),
    () => ({ route: "GET /screener", url: `${origin}/screener` }),
    (turn) => ({
      route: "GET /stocks/[symbol]",
      url: `${origin}/stocks/${SYMBOLS[Math.floor(turn / 6) % SYMBOLS.length]}`,
    }),
    () => ({ route: "screener.run", url: `${origin}/api/trpc/screener.run?input=${screen}` }),
    () => ({
      route: "watchlist.lists (signed in)",
      url: `${origin}/api/trpc/watchlist.lists`,
      init: { headers: { cookie } },
    }),
    (turn) => ({
      route: "analytics batch",
      url: `${origin}/ingest/i/v0/e/?compression=gzip-js`,
      init: { method: "POST", body: batch(turn), headers: { "content-type": "text/plain" } },
    }),
  ];
  return (turn) => requests[turn % requests.length]!(turn);
}
