import { describe, expect, it } from "vitest";
import { dailyChartBars } from "./daily-chart-bars";
import { foldLiveQuote } from "./fold-live-quote";
import { minuteChartBars } from "./minute-chart-bars";
import type { StreamedQuote } from "./streamed-quote";

const quote: StreamedQuote = {
  symbol: "AAPL",
  price: 190.5,
  bid: null,
  ask: null,
  open: 188,
  high: 191,
  low: 187.5,
  volume: 40_000_000,
  previousClose: 187,
  regularClose: null,
  session: "regular",
  asOf: "2026-11-27T16:30:20Z", // 11:30 in New York
  source: "simulated",
  seq: 1,
};
const daily = dailyChartBars([
  { date: "2026-11-25", open: 180, high: 186, low: 179, close: 185, volume: 1 },
  { date: "2026-11-26", open: 185, high: 188, low: 184, close: 187, volume: 2 },
]);

describe("foldLiveQuote", () => {
  it("adds the quote's day after the last session, as the header tells it", () => {
    const bars = foldLiveQuote(daily, quote, false);
    expect(bars).toHaveLength(3);
    expect(bars.at(-1)).toMatchObject({
      date: "2026-11-27",
      open: 188,
      close: 190.5,
      high: 191,
      volume: 40_000_000,
    });
  });

  it("replaces today's bar and closes after hours at the regular close", () => {
    const today = foldLiveQuote(daily, quote, false);
    const later = { ...quote, price: 192, regularClose: 190.9, session: "post" as const };
    const bars = foldLiveQuote(today, later, false);
    expect(bars).toHaveLength(3);
    expect(bars.at(-1)).toMatchObject({ close: 190.9, high: 191 });
  });

  it("leaves the bars alone for an older quote or one before the open", () => {
    expect(foldLiveQuote(daily, { ...quote, asOf: "2026-11-20T16:00:00Z" }, false)).toBe(daily);
    expect(foldLiveQuote(daily, { ...quote, open: null }, false)).toBe(daily);
    expect(foldLiveQuote(daily, null, false)).toBe(daily);
  });

  it("moves the current minute's bar and opens the next minute's", () => {
    const minutes = minuteChartBars([
      {
        start: new Date("2026-11-27T16:30:00Z"),
        open: 190,
        high: 190.2,
        low: 189.9,
        close: 190.1,
        volume: 500,
      },
    ]);
    const same = foldLiveQuote(minutes, quote, true);
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({
      open: 190,
      high: 190.5,
      low: 189.9,
      close: 190.5,
      volume: 500,
    });
    const next = foldLiveQuote(same, { ...quote, price: 189, asOf: "2026-11-27T16:31:05Z" }, true);
    expect(next).toHaveLength(2);
    expect(next[1]).toMatchObject({
      date: "2026-11-27",
      open: 189,
      close: 189,
      time: same[0]!.time + 60,
    });
  });
});
