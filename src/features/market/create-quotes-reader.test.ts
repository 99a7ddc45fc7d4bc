import { describe, expect, it } from "vitest";
import { createQuotesReader } from "./create-quotes-reader";
import type { StreamedQuote } from "./streamed-quote";

const quote = (symbol: string, price: number): StreamedQuote => ({
  symbol,
  price,
  bid: null,
  ask: null,
  open: null,
  high: null,
  low: null,
  volume: 1_000,
  previousClose: 100,
  regularClose: null,
  session: "regular",
  asOf: "2026-11-27T16:30:20Z",
  source: "simulated",
  seq: 1,
});

describe("createQuotesReader", () => {
  it("gives the same array until one of its symbols' quotes changes", () => {
    const quotes = new Map<string, StreamedQuote>();
    const read = createQuotesReader((symbol) => quotes.get(symbol) ?? null, ["MSFT", "NVDA"]);
    const first = read();
    expect(first).toEqual([null, null]);
    expect(read()).toBe(first);
    quotes.set("AAPL", quote("AAPL", 190)); // not one of its symbols
    expect(read()).toBe(first);
    const msft = quote("MSFT", 410);
    quotes.set("MSFT", msft);
    const second = read();
    expect(second).toEqual([msft, null]);
    expect(read()).toBe(second);
    quotes.set("MSFT", quote("MSFT", 411));
    expect(read()).not.toBe(second);
    expect(read()[0]?.price).toBe(411);
  });

  it("reads no symbols as one empty array", () => {
    const read = createQuotesReader(() => null, []);
    expect(read()).toEqual([]);
    expect(read()).toBe(read());
  });
});
