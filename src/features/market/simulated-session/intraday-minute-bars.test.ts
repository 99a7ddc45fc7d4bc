import { describe, expect, it } from "vitest";
import { newYorkInstant } from "../market-session";
import { advanceIntradaySession, DAY_MINUTES } from "./advance-intraday-session";
import { intradayBar } from "./intraday-bar";
import { intradayMinuteBars } from "./intraday-minute-bars";
import { startIntradaySession } from "./start-intraday-session";

const start = () =>
  startIntradaySession({
    symbol: "AAPL",
    marketCap: 2e12,
    day: "2021-03-01",
    previousClose: 121.26,
    previousCloseAt: newYorkInstant("2021-02-26", 960),
    usualVolume: 100_000_000,
  });

describe("a simulated session minute by minute (docs/live-market.md#minute-bars)", () => {
  it("adds up to the session's own day: its trades, volume and regular close", () => {
    const bars = intradayMinuteBars(start(), DAY_MINUTES);
    const whole = advanceIntradaySession(start(), DAY_MINUTES);
    expect(bars).toHaveLength(whole.trades);
    expect(bars.reduce((sum, bar) => sum + bar.volume, 0)).toBe(whole.volume);
    const regular = bars.filter(
      (bar) =>
        bar.start >= newYorkInstant("2021-03-01", 570) &&
        bar.start < newYorkInstant("2021-03-01", 960),
    );
    const day = intradayBar(whole);
    expect(regular[0]!.open).toBe(day.open);
    expect(regular.at(-1)!.close).toBe(day.close);
    expect(Math.max(...regular.map((bar) => bar.high))).toBe(day.high);
    expect(Math.min(...regular.map((bar) => bar.low))).toBe(day.low);
    // One bar a minute at most, in order, each at the start of its minute.
    const starts = bars.map((bar) => bar.start.getTime());
    expect(starts).toEqual([...new Set(starts)].sort((a, b) => a - b));
    expect(starts.every((time) => time % 60_000 === 0)).toBe(true);
  });

  it("stops where a coarse replay stops, inside a minute too, and resumes from there", () => {
    const session = start();
    const morning = intradayMinuteBars(session, 700.5);
    const coarse = advanceIntradaySession(start(), 700.5);
    expect(session.price).toBe(coarse.price);
    expect(morning.at(-1)!.close).toBe(coarse.price);
    const rest = intradayMinuteBars(session, DAY_MINUTES);
    expect([...morning, ...rest]).toEqual(intradayMinuteBars(start(), DAY_MINUTES));
  });
});
