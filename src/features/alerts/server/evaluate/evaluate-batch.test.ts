import { describe, expect, it } from "vitest";
import { ARMED, evaluateBatch, type PreviousQuotes } from "./evaluate-batch";
import type { AlertRule, SeenQuote, SymbolFacts } from "./evaluation-types";
import { testQuote } from "./test-quote";

const rule = (over: Partial<AlertRule>): AlertRule => ({
  id: "a1",
  userId: "u1",
  kind: "price_cross",
  params: { level: 100, direction: "above" },
  frequency: "every",
  extendedHours: false,
  ...over,
});
const facts: SymbolFacts = {
  high52w: 110,
  low52w: 80,
  avgVolume: 1_000,
  sma20: null,
  sma50: 101,
  sma200: 90,
  closes: [],
};

/** Runs quotes one batch each through one alert; returns every firing's message. */
function run(alert: AlertRule, quotes: SeenQuote[], target: number | null = null) {
  const index = {
    watches: new Map([["AAPL", [{ rule: alert, target, state: ARMED }]]]),
    facts: new Map([["AAPL", facts]]),
  };
  const previous: PreviousQuotes = new Map();
  return quotes.flatMap((one) => evaluateBatch([one], index, previous).firings);
}

describe("evaluateBatch (docs/alerts.md#evaluation)", () => {
  it("fires on a crossing inside the regular session, saying the price", () => {
    const [fired, ...more] = run(rule({}), [testQuote(99), testQuote(100.5)]);
    expect(more).toEqual([]);
    expect(fired).toMatchObject({
      message: "AAPL crossed above 100.00 at 100.50",
      gapped: false,
      occurrence: "2021-03-02T15:00:00.000Z",
    });
  });

  it("skips pre-market and after-hours quotes unless the alert takes extended hours", () => {
    const pre = { session: "pre" as const, asOf: new Date("2021-03-02T13:00:00Z") };
    expect(run(rule({}), [testQuote(99, pre), testQuote(101, pre)])).toEqual([]);
    expect(
      run(rule({ extendedHours: true }), [testQuote(99, pre), testQuote(101, pre)]),
    ).toHaveLength(1);
  });

  it("says gapped when the level was crossed between one day's close and the next day's open", () => {
    const yesterday = { asOf: new Date("2021-03-01T20:59:00Z") };
    // An after-hours quote between them is not what a regular-hours alert judges from.
    const post = { session: "post" as const, asOf: new Date("2021-03-01T22:00:00Z") };
    const [fired] = run(rule({}), [
      testQuote(99, yesterday),
      testQuote(102, post),
      testQuote(101.3),
    ]);
    expect(fired).toMatchObject({
      gapped: true,
      message: "AAPL crossed above 100.00 (gapped from 99.00 to 101.30)",
    });
  });

  it("fires a watchlist row's target either way, and moves measured from when the alert was set", () => {
    const target = rule({ kind: "watchlist_target", params: {} });
    expect(run(target, [testQuote(101), testQuote(99.5)], 100)[0]?.message).toBe(
      "AAPL crossed its target 100.00 going down at 99.50",
    );
    const fromSet = rule({ kind: "percent_move", params: { percent: 5, basis: "set_price" } });
    // Set at 90 (the first quote seen), so +5 % is 94.50, not the previous close's 102.90.
    expect(run(fromSet, [testQuote(90), testQuote(94), testQuote(95)])[0]?.message).toBe(
      "AAPL moved +5 % from the price when set 90.00 (94.50) at 95.00",
    );
  });

  it("judges the 52-week high, the stored long averages and relative volume", () => {
    const high = rule({ kind: "new_high_low", params: { side: "either" } });
    expect(run(high, [testQuote(109), testQuote(111)])[0]?.message).toBe(
      "AAPL made a new 52-week high, past 110.00 at 111.00",
    );
    const sma = rule({ kind: "sma_cross", params: { length: 50, direction: "above" } });
    expect(run(sma, [testQuote(100), testQuote(102)])[0]?.message).toBe(
      "AAPL crossed above its 50-day average (101.00) at 102.00",
    );
    const volume = rule({ kind: "relative_volume", params: { multiple: 2 } });
    expect(
      run(volume, [testQuote(100, { volume: 1_500 }), testQuote(100, { volume: 2_100 })]),
    ).toHaveLength(1);
  });

  it("fires a once alert at most once in a batch", () => {
    const once = rule({ frequency: "once" });
    const index = {
      watches: new Map([
        ["AAPL", [{ rule: once, target: null, state: ARMED }]],
        ["MSFT", [{ rule: once, target: null, state: ARMED }]],
      ]),
      facts: new Map(),
    };
    const previous: PreviousQuotes = new Map();
    evaluateBatch([testQuote(99), testQuote(99, { symbol: "MSFT" })], index, previous);
    const { firings } = evaluateBatch(
      [testQuote(101), testQuote(101, { symbol: "MSFT" })],
      index,
      previous,
    );
    expect(firings.map((one) => one.symbol)).toEqual(["AAPL"]);
  });
});
