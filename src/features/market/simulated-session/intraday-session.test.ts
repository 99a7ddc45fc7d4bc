import { describe, expect, it } from "vitest";
import { marketSessionAt, newYorkInstant } from "../market-session";
import { advanceIntradaySession, DAY_MINUTES } from "./advance-intraday-session";
import { intradayBar } from "./intraday-bar";
import { intradayQuote } from "./intraday-quote";
import { startIntradaySession } from "./start-intraday-session";

const start = (symbol = "AAPL", day = "2021-03-01", usualVolume = 100_000_000) =>
  startIntradaySession({
    symbol,
    marketCap: 2e12,
    day,
    previousClose: 121.26,
    previousCloseAt: newYorkInstant("2021-02-26", 960),
    usualVolume,
  });

describe("a simulated session (docs/live-market.md#the-simulated-market)", () => {
  it("is the same at a minute however finely it was ticked", () => {
    const coarse = advanceIntradaySession(start(), 700.5);
    const fine = start();
    for (let minute = 0; minute <= 700.5; minute += 0.25) advanceIntradaySession(fine, minute);
    advanceIntradaySession(fine, 700.5);
    expect(intradayBar(fine)).toEqual(intradayBar(coarse));
    expect(fine.price).toBe(coarse.price);
    expect(fine.tradedAt).toBe(coarse.tradedAt);
  });

  it("goes through the sessions in order, with consistent open, high, low and volume", () => {
    const session = start();
    const seen: string[] = [];
    let volume = 0;
    for (let minute = 0; minute <= DAY_MINUTES; minute += 1) {
      advanceIntradaySession(session, minute);
      const market = marketSessionAt(newYorkInstant(session.day, minute)).session;
      if (seen.at(-1) !== market) seen.push(market);
      const quote = intradayQuote(session, minute, market);
      expect(quote.volume).toBeGreaterThanOrEqual(volume);
      volume = quote.volume;
      if (quote.open === null) {
        // Before the regular session's first trade: its first minute's trade comes within it.
        expect(minute <= 9.5 * 60, String(minute)).toBe(true);
        expect(quote.volume).toBe(0);
        continue;
      }
      expect(quote.low!).toBeLessThanOrEqual(Math.min(quote.open, quote.high!));
      expect(quote.high!).toBeGreaterThanOrEqual(quote.open);
      if (market === "regular") expect(quote.price).toBeGreaterThanOrEqual(quote.low!);
      if (market === "regular") expect(quote.price).toBeLessThanOrEqual(quote.high!);
      if (market === "regular") expect(quote.bid!).toBeLessThan(quote.ask!);
      expect(quote.regularClose === null).toBe(market === "regular");
    }
    expect(seen).toEqual(["closed", "pre", "regular", "post", "closed"]);
    // An active mega cap's day: hundreds of trades, a usual day's volume within a factor of two.
    expect(session.trades).toBeGreaterThan(300);
    expect(session.volume).toBeGreaterThan(50_000_000);
    expect(session.volume).toBeLessThan(200_000_000);
    const bar = intradayBar(session);
    expect(bar).toMatchObject({
      date: "2021-03-01",
      close: session.lastRegular,
      volume: session.volume,
    });
    // The day moves like a stock of its volatility (at most 28 % a year: 1.8 % a day), not wildly.
    expect(Math.abs(Math.log(bar.close / 121.26))).toBeLessThan(0.12);
  });

  it("keeps after-hours trades apart from the regular close", () => {
    const session = advanceIntradaySession(start(), 19 * 60);
    const quote = intradayQuote(session, 19 * 60, "post");
    expect(quote.regularClose).toBe(session.lastRegular);
    expect(intradayBar(session).close).toBe(session.lastRegular);
  });

  it("trades an illiquid symbol rarely and an early close's day ends at 13:00", () => {
    const illiquid = advanceIntradaySession(start("TINY", "2021-03-01", 3_000), DAY_MINUTES);
    expect(illiquid.trades).toBeLessThan(40);
    const early = advanceIntradaySession(start("AAPL", "2021-11-26"), 13 * 60);
    const closed = intradayBar(early);
    advanceIntradaySession(early, DAY_MINUTES);
    expect(intradayBar(early)).toEqual(closed);
  });
});
