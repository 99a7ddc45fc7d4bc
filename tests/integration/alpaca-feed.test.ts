import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MarketSession } from "@/features/market/live-quote";
import { createAlpacaFeed } from "@/features/market/server/alpaca/create-alpaca-feed";
import { fakeAlpacaClient, setMondayQuotes, winterSessionAt } from "./alpaca-test-market";
import { FAKE_ALPACA_KEY, startFakeAlpaca } from "./fake-alpaca";
import { dailyBar } from "./fake-alpaca-market";
import { watchQuoteFeeds } from "./watch-quote-feeds";

let alpaca: Awaited<ReturnType<typeof startFakeAlpaca>>;
beforeAll(async () => {
  alpaca = await startFakeAlpaca();
});
afterAll(() => alpaca.close());

const watch = watchQuoteFeeds();
afterEach(() => {
  alpaca.stream.setMode("normal");
  alpaca.stream.setSymbolLimit(30);
  setMondayQuotes(alpaca);
});

/**
 * Starts a feed on the fake with two streamed symbols; `now` is the session the clock says it is
 * (a function: the session at each look).
 */
async function startFeed(
  symbols: string[],
  now: MarketSession | (() => MarketSession) = "regular",
) {
  setMondayQuotes(alpaca);
  const clockChecks = { count: 0 };
  const testStart = Date.now();
  const sessionAt = (at: Date) => {
    if (at.getTime() < testStart) return winterSessionAt(at);
    clockChecks.count += 1;
    return typeof now === "function" ? now() : now;
  };
  const feed = createAlpacaFeed(fakeAlpacaClient(alpaca, { streamSymbols: 2 }), {
    sessionAt,
    snapshotEveryMs: 20,
    batchMs: 5,
    reconnectMs: 10,
  });
  return { feed, clockChecks, ...(await watch(feed, symbols)) };
}
const monday = (time: string) => new Date(`2026-11-23T${time}Z`);

describe("the Alpaca feed against a local Alpaca (the real SDK over WebSocket)", () => {
  it("starts every symbol from its snapshot, then streams trades and quotes of the busiest", async () => {
    const { feed, batches, latest } = await startFeed(["TSLA", "MSFT", "AAPL"]);
    expect(feed.freshness).toEqual({ kind: "real-time", venue: "IEX" });
    await vi.waitFor(() =>
      expect(batches[0]?.map((quote) => quote.symbol).sort()).toEqual(["AAPL", "MSFT", "TSLA"]),
    );
    expect(latest("AAPL")).toEqual({
      symbol: "AAPL",
      price: 190,
      bid: 189.98,
      ask: 190.02,
      open: 189,
      high: 191,
      low: 188,
      volume: 900_000,
      previousClose: 188,
      regularClose: null,
      session: "regular",
      asOf: monday("15:30:00"),
      source: "alpaca",
    });
    await vi.waitFor(() =>
      expect(alpaca.stream.subscriptions()).toMatchObject({
        trades: ["AAPL", "MSFT"],
        quotes: ["AAPL", "MSFT"],
      }),
    );
    expect(alpaca.stream.received[0]).toEqual({
      action: "auth",
      ...{ key: FAKE_ALPACA_KEY.keyId, secret: FAKE_ALPACA_KEY.secret },
    });

    alpaca.stream.trade("AAPL", 192.5, 300, monday("15:31:00"));
    alpaca.stream.quote("AAPL", 192.4, 192.6, monday("15:31:01"));
    await vi.waitFor(() =>
      expect(latest("AAPL")).toMatchObject({
        price: 192.5,
        high: 192.5,
        volume: 900_300,
        bid: 192.4,
        ask: 192.6,
        asOf: monday("15:31:00"),
      }),
    );
    // After the close, a trade is an after-hours price beside the regular one, and leaves the day's figures.
    alpaca.stream.trade("AAPL", 193, 50, monday("21:05:00"));
    await vi.waitFor(() =>
      expect(latest("AAPL")).toMatchObject({
        price: 193,
        regularClose: 192.5,
        session: "post",
        volume: 900_300,
        high: 192.5,
      }),
    );
  });

  it("re-quotes the symbols outside the stream while a session is open", async () => {
    const { latest } = await startFeed(["TSLA", "MSFT", "AAPL"]);
    alpaca.market.setSnapshot("TSLA", {
      price: 255,
      tradeAt: "2026-11-23T15:40:00Z",
      day: dailyBar("2026-11-23", 255, 120_000),
      previous: dailyBar("2026-11-20", 248, 1),
    });
    await vi.waitFor(() =>
      expect(latest("TSLA")).toMatchObject({
        price: 255,
        volume: 120_000,
        asOf: monday("15:40:00"),
      }),
    );
  });

  it("asks nothing while the market is closed", async () => {
    const { clockChecks } = await startFeed(["TSLA", "MSFT", "AAPL"], "closed");
    const asked = alpaca.requests.length;
    await vi.waitFor(() => expect(clockChecks.count).toBeGreaterThan(3)); // three rounds found the market closed
    expect(alpaca.requests.length).toBe(asked);
  });

  it("takes a closing snapshot of every symbol when the session ends, then asks nothing while closed", async () => {
    let session: MarketSession = "post";
    const { clockChecks, latest } = await startFeed(["TSLA", "MSFT", "AAPL"], () => session);
    const snapshots = () =>
      alpaca.requests
        .filter((url) => url.pathname === "/v2/stocks/snapshots")
        .map((url) => url.searchParams.get("symbols"));
    // While after-hours is open, the rounds ask for the one symbol outside the stream.
    await vi.waitFor(() => expect(snapshots().at(-1)).toBe("TSLA"));
    // The streamed symbols' closing prices, as Alpaca's snapshot has them.
    alpaca.market.setSnapshot("AAPL", {
      price: 195,
      tradeAt: "2026-11-24T00:59:00Z", // 19:59 in New York
      day: dailyBar("2026-11-23", 195, 950_000),
      previous: dailyBar("2026-11-20", 188, 1),
    });
    session = "closed";
    const checked = clockChecks.count;
    await vi.waitFor(() => expect(snapshots().at(-1)).toBe("TSLA,MSFT,AAPL"));
    await vi.waitFor(() => expect(latest("AAPL")).toMatchObject({ price: 195, volume: 950_000 }));
    const asked = snapshots().length;
    await vi.waitFor(() => expect(clockChecks.count).toBeGreaterThan(checked + 3)); // three rounds found it closed
    expect(snapshots()).toHaveLength(asked);
  });

  it("streams the minute bars of the streamed symbols as they close", async () => {
    const { bars } = await startFeed(["TSLA", "MSFT", "AAPL"]);
    await vi.waitFor(() => expect(alpaca.stream.subscriptions()?.bars).toEqual(["AAPL", "MSFT"]));
    alpaca.stream.bar("AAPL", monday("15:31:00"), {
      o: 190,
      h: 191,
      l: 189.5,
      c: 190.5,
      v: 12_000,
    });
    alpaca.stream.bar("TSLA", monday("15:31:00"), { o: 250, h: 250, l: 250, c: 250, v: 1 }); // not streamed
    alpaca.stream.bar("MSFT", monday("15:31:00"), {
      o: 410,
      h: 410.2,
      l: 409.9,
      c: 410.1,
      v: 3_000,
    });
    await vi.waitFor(() => expect(bars).toHaveLength(2));
    expect(bars[0]).toEqual({
      symbol: "AAPL",
      start: monday("15:31:00"),
      open: 190,
      high: 191,
      low: 189.5,
      close: 190.5,
      volume: 12_000,
    });
    expect(bars[1]).toMatchObject({ symbol: "MSFT", close: 410.1 });
  });

  it("reconnects after a drop, subscribes again and streams on", async () => {
    const { latest } = await startFeed(["AAPL", "MSFT"]);
    await vi.waitFor(() => expect(alpaca.stream.subscriptions()?.trades).toEqual(["AAPL", "MSFT"]));
    const connections = alpaca.stream.connections();
    alpaca.stream.drop();
    await vi.waitFor(() => expect(alpaca.stream.connections()).toBe(connections + 1));
    await vi.waitFor(() => expect(alpaca.stream.subscriptions()?.trades).toEqual(["AAPL", "MSFT"]));
    alpaca.stream.trade("MSFT", 411, 10, monday("15:45:00"));
    await vi.waitFor(() => expect(latest("MSFT")).toMatchObject({ price: 411 }));
  });

  it("follows a new set of symbols: unsubscribes what it left, quotes what it took", async () => {
    const { latest, running } = await startFeed(["AAPL", "MSFT"]);
    await vi.waitFor(() => expect(alpaca.stream.subscriptions()?.trades).toEqual(["AAPL", "MSFT"]));
    alpaca.market.setSnapshot("NVDA", {
      price: 141,
      tradeAt: "2026-11-23T15:50:00Z",
      day: dailyBar("2026-11-23", 141, 2_000_000),
      previous: dailyBar("2026-11-20", 139, 1),
    });
    running.follow(["AAPL", "NVDA"]);
    await vi.waitFor(() =>
      expect(alpaca.stream.subscriptions()).toMatchObject({
        trades: ["AAPL", "NVDA"],
        quotes: ["AAPL", "NVDA"],
      }),
    );
    expect(latest("NVDA")).toMatchObject({ price: 141, previousClose: 139 });
  });

  it("reports a refused key and a connection limit as errors, and streams once the limit is gone", async () => {
    alpaca.stream.setMode("refuse-key");
    const refused = await startFeed(["AAPL"]);
    await vi.waitFor(() =>
      expect(refused.errors.map((error) => error.message)).toContainEqual(
        expect.stringMatching(/^Alpaca stream: auth failed \(Alpaca refused ALPACA_API_KEY_ID/),
      ),
    );
    await refused.running.stop();

    alpaca.stream.setMode("connection-limit");
    const limited = await startFeed(["AAPL"]);
    await vi.waitFor(() =>
      expect(limited.errors.map((error) => error.message)).toContainEqual(
        expect.stringMatching(/connection limit exceeded/),
      ),
    );
    const connections = alpaca.stream.connections();
    alpaca.stream.setMode("normal");
    // It kept trying, with backoff: the next attempt may come after vi.waitFor's default second.
    const backoff = { timeout: 30_000, interval: 50 };
    await vi.waitFor(
      () => expect(alpaca.stream.connections()).toBeGreaterThan(connections),
      backoff,
    );
    await vi.waitFor(
      () => expect(alpaca.stream.subscriptions()?.trades).toEqual(["AAPL"]),
      backoff,
    );
    alpaca.stream.trade("AAPL", 191, 1, monday("15:55:00"));
    await vi.waitFor(() => expect(limited.latest("AAPL")).toMatchObject({ price: 191 }), backoff);
  });

  it("says when the stream follows more symbols than the plan allows", async () => {
    alpaca.stream.setSymbolLimit(1);
    const { errors } = await startFeed(["AAPL", "MSFT"]);
    await vi.waitFor(() =>
      expect(errors.map((error) => error.message)).toContain(
        "Alpaca stream: symbol limit exceeded (ALPACA_STREAM_SYMBOLS is more than the plan allows (free keys: 30))",
      ),
    );
  });
});
