import { describe, expect, it } from "vitest";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { describeMarketData } from "./describe-market-data";
import { exchangeName, toYahooSymbol } from "./yahoo-symbol";

describe("Yahoo symbols and exchanges", () => {
  it("writes classes and preferred series as Yahoo does, and reads them back to ours", () => {
    for (const [ours, yahoo] of [
      ["AAPL", "AAPL"],
      ["BRK.B", "BRK-B"],
      ["AAIC.PRB", "AAIC-PB"],
    ] as const) {
      expect(toYahooSymbol(ours)).toBe(yahoo);
      expect(normalizeSymbol(yahoo)).toBe(ours);
    }
  });

  it("names the exchanges people know, keeping Yahoo's name for a code it does not map", () => {
    expect(exchangeName("NMS", "NasdaqGS")).toBe("NASDAQ");
    expect(exchangeName("NYQ", "NYSE")).toBe("NYSE");
    expect(exchangeName("ASE", "NYSE American")).toBe("NYSE American");
    expect(exchangeName("XYZ", "Some Exchange")).toBe("Some Exchange");
    expect(exchangeName(undefined, undefined)).toBeNull();
  });
});

describe("the data notice", () => {
  const asOf = new Date("2026-11-20T21:00:00Z");

  it("calls the snapshot history, with its source and licence", () => {
    const text = describeMarketData({
      total: 7_191,
      live: 0,
      asOf: new Date("2021-02-26T21:00:00Z"),
    });
    expect(text).toContain("early 2021");
    expect(text).toContain("(MIT)");
    expect(text).toContain("not live prices");
  });

  it("says Simulated market and its trading day while the simulator is the source", () => {
    const text = describeMarketData({ total: 7_191, live: 0, asOf, simulatedDay: "2021-03-01" });
    expect(text).toMatch(/^Simulated market, trading day Mar 1, 2021: /);
    expect(text).toContain("Not real prices");
  });

  it("names the live provider and when it last quoted, in New York time", () => {
    expect(describeMarketData({ total: 3, live: 3, asOf })).toBe(
      "Quotes, valuation figures and daily history from Yahoo Finance (via yahoo-finance2), last updated Nov 20, 2026, 4:00 PM ET; delayed, for information only.",
    );
  });

  it("names Alpaca and its feed when the quotes are Alpaca's", () => {
    expect(describeMarketData({ total: 3, live: 3, asOf, source: "alpaca" })).toBe(
      "Quotes and daily history from Alpaca market data (IEX real-time: trades on the IEX exchange only), last updated Nov 20, 2026, 4:00 PM ET.",
    );
    expect(
      describeMarketData({ total: 3, live: 3, asOf, source: "alpaca", alpacaFeed: "sip" }),
    ).toContain("(SIP real-time: every US exchange)");
  });

  it("says how many symbols the live provider does not quote, and that screens leave them out", () => {
    expect(describeMarketData({ total: 7_191, live: 3, asOf })).toContain(
      "7188 of 7191 symbols have no live quote (yet, or no longer listed); screens leave them out",
    );
  });
});
