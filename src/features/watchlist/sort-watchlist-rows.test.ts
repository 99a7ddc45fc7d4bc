import { describe, expect, it } from "vitest";
import { distanceToTarget } from "./distance-to-target";
import { rangePosition, sortWatchlistRows } from "./sort-watchlist-rows";
import { summarizeDay } from "./summarize-day";

const row = (
  symbol: string,
  changePct: number | null,
  extra: Partial<{
    lastPrice: number;
    targetPrice: number;
    note: string;
    monthCloses: string;
  }> = {},
) => ({
  symbol,
  note: extra.note ?? null,
  targetPrice: extra.targetPrice ?? null,
  lastPrice: extra.lastPrice ?? 100,
  change: changePct,
  changePct,
  volume: 1_000,
  marketCap: 1e9,
  high52w: 150,
  low52w: 50,
  monthCloses: extra.monthCloses ?? "",
});

describe("sortWatchlistRows", () => {
  const rows = [row("MSFT", 1.5), row("AAPL", null), row("TSLA", -2), row("AMD", 1.5)];

  it("keeps the list's own order without a sort", () => {
    expect(sortWatchlistRows(rows, null).map((r) => r.symbol)).toEqual([
      "MSFT",
      "AAPL",
      "TSLA",
      "AMD",
    ]);
  });

  it("sorts numbers both ways with blanks last and ties in list order", () => {
    expect(
      sortWatchlistRows(rows, { column: "changePct", direction: "desc" }).map((r) => r.symbol),
    ).toEqual(["MSFT", "AMD", "TSLA", "AAPL"]);
    expect(
      sortWatchlistRows(rows, { column: "changePct", direction: "asc" }).map((r) => r.symbol),
    ).toEqual(["TSLA", "MSFT", "AMD", "AAPL"]);
  });

  it("sorts text A to Z and by derived columns", () => {
    expect(
      sortWatchlistRows(rows, { column: "symbol", direction: "asc" }).map((r) => r.symbol),
    ).toEqual(["AAPL", "AMD", "MSFT", "TSLA"]);
    const targets = [
      row("A", 0, { lastPrice: 100, targetPrice: 110 }),
      row("B", 0, { lastPrice: 100, targetPrice: 150 }),
      row("C", 0),
    ];
    expect(
      sortWatchlistRows(targets, { column: "toTarget", direction: "desc" }).map((r) => r.symbol),
    ).toEqual(["B", "A", "C"]);
  });

  it("sorts by the month's change, first close to last, a symbol without a month last", () => {
    const months = [
      row("UP", 0, { monthCloses: "100,90,110" }),
      row("NONE", 0),
      row("DOWN", 0, { monthCloses: "50.5,40" }),
      row("MOST", 0, { monthCloses: "10,13.5" }),
    ];
    expect(
      sortWatchlistRows(months, { column: "month", direction: "desc" }).map((r) => r.symbol),
    ).toEqual(["MOST", "UP", "DOWN", "NONE"]);
    expect(
      sortWatchlistRows(months, { column: "month", direction: "asc" }).map((r) => r.symbol),
    ).toEqual(["DOWN", "UP", "MOST", "NONE"]);
  });
});

describe("the derived figures", () => {
  it("places the price in its 52-week range and measures the way to the target", () => {
    expect(rangePosition({ lastPrice: 100, high52w: 150, low52w: 50 })).toBe(0.5);
    expect(rangePosition({ lastPrice: 200, high52w: 150, low52w: 50 })).toBe(1);
    expect(rangePosition({ lastPrice: 100, high52w: 50, low52w: 50 })).toBeNull();
    expect(distanceToTarget(80, 100)).toBe(25);
    expect(distanceToTarget(null, 100)).toBeNull();
  });

  it("summarises the day without counting symbols that have no quote", () => {
    expect(
      summarizeDay([{ changePct: 2 }, { changePct: -1 }, { changePct: 0 }, { changePct: null }]),
    ).toEqual({ gainers: 1, losers: 1, unchanged: 1, averageChangePct: 1 / 3 });
    expect(summarizeDay([]).averageChangePct).toBeNull();
  });
});
