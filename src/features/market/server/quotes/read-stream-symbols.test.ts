import { describe, expect, it } from "vitest";
import { MAX_STREAM_SYMBOLS, readStreamSymbols } from "./read-stream-symbols";

describe("readStreamSymbols (docs/live-market.md#the-live-path-feed--database--page)", () => {
  it("makes each symbol canonical, once, skipping text that is no ticker", () => {
    expect(readStreamSymbols("aapl, BRK-B,AAPL,,not a ticker!,$msft")).toEqual([
      "AAPL",
      "BRK.B",
      "MSFT",
    ]);
  });

  it("refuses with a sentence when nothing is named, or more than the cap", () => {
    expect(readStreamSymbols(null)).toEqual({ error: expect.stringMatching(/^Name the symbols/) });
    expect(readStreamSymbols(" , ,")).toHaveProperty("error");
    const many = Array.from({ length: MAX_STREAM_SYMBOLS + 1 }, (_, i) => `S${i}`).join(",");
    expect(readStreamSymbols(many)).toEqual({ error: "Name at most 250 symbols per stream." });
    const allowed = Array.from({ length: MAX_STREAM_SYMBOLS }, (_, i) => `S${i}`).join(",");
    expect(readStreamSymbols(allowed)).toHaveLength(MAX_STREAM_SYMBOLS);
  });
});
