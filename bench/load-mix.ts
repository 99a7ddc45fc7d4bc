import { gzipSync } from "node:zlib";

/**
 * The limits a load test raises, as an operator would: every client of the benchmarks is
 * 127.0.0.1, and one signed-in person reads from every client.
 */
export const LOAD_TEST_LIMITS = {
  RATE_LIMIT_TRPC_CALLS: "100000000/60",
  TRPC_CLIENT_CALLS_AT_ONCE: "1000",
  TRPC_CLIENT_CALLS_WAITING: "100000",
  RATE_LIMIT_INGEST: "100000000/60",
  ANALYTICS_CLIENT_QUOTA_MB: "100000/100000",
  RATE_LIMIT_REGISTER: "1000/3600",
};

/** The analytics token `origin`'s pages carry, which the mix's batches are sent with. */
export async function readAnalyticsToken(origin: string): Promise<string> {
  return (await (await fetch(origin)).text()).match(/phc_[\w-]+/)?.[0] ?? "";
}

/** One request of the mix, and the route its figures count under. */
export type LoadRequest = {
  route: string;
  url: string;
  init?: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: Buffer };
};

const SYMBOLS = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "FB", "TSLA", "JPM", "V", "XOM"];
const screen = encodeURIComponent(
  JSON.stringify({
    json: { filter: {}, sort: { column: "marketCap", direction: "desc" }, page: 1, pageSize: 50 },
  }),
);

/**
 * The public pages alone, in turn: what the page cache answers for a visitor (docs/scaling.md#cached-pages).
 */
export function createPublicPagesMix(origin: string): (turn: number) => LoadRequest {
  const paths = ["/", "/screener", "/map", "/calendar", "/pricing", "/stocks/[symbol]"];
  return (turn) => {
    const path = paths[turn % paths.length]!;
    const symbol = SYMBOLS[Math.floor(turn / paths.length) % SYMBOLS.length]!;
    return { route: `GET ${path}`, url: `${origin}${path.replace("[symbol]", symbol)}` };
  };
}

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
    (turn) => analyticsBatchRequest({ origin, token, turn }),
  ];
  return (turn) => requests[turn % requests.length]!(turn);
}

/** An analytics batch of 10 events, as posthog-js sends it; `uuids` hears each event's id. */
export function analyticsBatchRequest({
  origin,
  token,
  turn,
  uuids,
}: {
  origin: string;
  token: string;
  turn: number;
  uuids?: (ids: string[]) => void;
}): LoadRequest {
  const events = Array.from({ length: 10 }, (_, index) => ({
    uuid: crypto.randomUUID(),
    event: "$pageview",
    properties: { token, distinct_id: `load-${turn % 500}`, $current_url: `${origin}/` },
    timestamp: new Date(Date.now() - index).toISOString(),
  }));
  uuids?.(events.map((event) => event.uuid));
  return {
    route: "analytics batch",
    url: `${origin}/ingest/i/v0/e/?compression=gzip-js`,
    init: {
      method: "POST",
      body: gzipSync(JSON.stringify(events)),
      headers: { "content-type": "text/plain" },
    },
  };
}
