import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarketSession } from "@/features/market/live-quote";
import { createYahooFeed } from "@/features/market/server/create-yahoo-feed";
import { createYahooClient } from "@/features/market/server/yahoo-client";
import { type FakeYahoo, fakeYahooForTheFile } from "./fake-yahoo";
import { watchQuoteFeeds } from "./watch-quote-feeds";

let yahoo: FakeYahoo;
fakeYahooForTheFile((started) => {
  yahoo = started;
});

const watch = watchQuoteFeeds();
const unpatch: Array<() => void> = [];
afterEach(() => {
  for (const undo of unpatch.splice(0)) undo();
});

/** Polls the recorded quotes every 20 ms; `now` is the session the clock says it is (at each look). */
async function startFeed(symbols: string[], now: MarketSession | (() => MarketSession)) {
  const clockChecks = { count: 0 };
  const client = createYahooClient({
    requestsPerMinute: 600_000,
    fetch: yahoo.fetch,
    backoffMs: 1,
  });
  const feed = createYahooFeed(client, {
    sessionAt: () => {
      clockChecks.count += 1;
      return typeof now === "function" ? now() : now;
    },
    pollSeconds: 0.02,
  });
  return { feed, clockChecks, ...(await watch(feed, symbols)) };
}
const quoteRequests = () =>
  yahoo.requests.filter((request) => request.includes("/v7/finance/quote")).length;
const at = (iso: string) => Date.parse(iso) / 1000; // Yahoo sends times in Unix seconds

describe("the Yahoo feed on recorded quotes (the real yahoo-finance2 over HTTP)", () => {
  it("quotes every followed symbol at the start: the after-hours price beside the regular close, honest about its delay", async () => {
    const { feed, batches, latest } = await startFeed(["AAPL", "AMZN", "GOOG"], "closed");
    expect(feed.freshness).toEqual({ kind: "delayed", minutes: 15 });
    expect(batches[0]!.map((quote) => quote.symbol)).toEqual(["AAPL", "AMZN", "GOOG"]);
    expect(latest("AAPL")).toEqual({
      symbol: "AAPL",
      price: 333.54,
      bid: 330.02,
      ask: 335,
      open: 333.205,
      high: 334.54,
      low: 330.61,
      volume: 31_878_433,
      previousClose: 330.32,
      regularClose: 333.69,
      session: "closed",
      asOf: new Date(1_790_985_593_000),
      source: "yahoo",
    });
  });

  it("asks nothing more while the market is closed", async () => {
    const { clockChecks } = await startFeed(["AAPL"], "closed");
    const asked = quoteRequests();
    await vi.waitFor(() => expect(clockChecks.count).toBeGreaterThan(3)); // three polls found the market closed
    expect(quoteRequests()).toBe(asked);
  });

  it("polls once more when after-hours ends (the closing snapshot), then not while closed", async () => {
    let session: MarketSession = "post";
    let askedWhenClosed: number | null = null;
    const { clockChecks } = await startFeed(["AAPL"], () => {
      // The first look that finds it closed is a tick's with no poll under way.
      if (session === "closed") askedWhenClosed ??= quoteRequests();
      return session;
    });
    await vi.waitFor(() => expect(clockChecks.count).toBeGreaterThan(2));
    session = "closed";
    const checked = clockChecks.count;
    await vi.waitFor(() => expect(clockChecks.count).toBeGreaterThan(checked + 3)); // three polls found it closed
    expect(quoteRequests()).toBe(askedWhenClosed! + 1);
  });

  it("polls while a session is open and sends only the quotes that changed", async () => {
    const { batches, latest } = await startFeed(["AAPL", "AMZN"], "regular");
    const first = batches.length;
    unpatch.push(
      yahoo.patch("AAPL", {
        quote: {
          marketState: "REGULAR",
          regularMarketPrice: 336,
          regularMarketTime: at("2026-10-05T14:00:00Z"),
          postMarketPrice: undefined,
          postMarketTime: undefined,
        },
      }),
    );
    await vi.waitFor(() =>
      expect(latest("AAPL")).toMatchObject({ price: 336, session: "regular", regularClose: null }),
    );
    expect(
      batches
        .slice(first)
        .flat()
        .map((quote) => quote.symbol),
    ).not.toContain("AMZN");
  });

  it("before the open, shows the pre-market price against yesterday's close, with no day's figures yet", async () => {
    unpatch.push(
      yahoo.patch("GOOG", {
        quote: {
          marketState: "PRE",
          preMarketPrice: 341.5,
          preMarketTime: at("2026-10-05T12:00:00Z"),
        },
      }),
    );
    const { latest } = await startFeed(["GOOG"], "pre");
    expect(latest("GOOG")).toMatchObject({
      price: 341.5,
      previousClose: 340.35,
      open: null,
      high: null,
      low: null,
      volume: 0,
      regularClose: null,
      session: "pre",
      asOf: new Date("2026-10-05T12:00:00Z"),
    });
  });

  it("follows a new set of symbols, quoting a new one at once; a refused request is an error and the feed polls on", async () => {
    const { latest, errors, running } = await startFeed(["AAPL"], "regular");
    running.follow(["AMZN"]);
    await vi.waitFor(() => expect(latest("AMZN")).toMatchObject({ price: 251.37 }));
    yahoo.answerTooManyRequests(3); // the paced fetch's three attempts
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
    const asked = quoteRequests();
    await vi.waitFor(() => expect(quoteRequests()).toBeGreaterThan(asked));
    expect(yahoo.requests.slice(-1)[0]).toContain("symbols=AMZN");
  });
});
