import { afterEach, beforeAll, expect, it } from "vitest";
import {
  createQuoteHub,
  FILTERED_FETCH_MAX_SYMBOLS,
  type QuoteHub,
} from "@/features/market/server/quotes/create-quote-hub";
import { createQuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import type { StreamedQuote } from "@/features/market/streamed-quote";
import { insertListedSecurity } from "./chat-helpers";
import { scriptedQuote } from "./scripted-quote-feed";
import { describeEachDatabase } from "./test-databases";

/** docs/live-market.md#the-live-path-feed--database--page: the hub hands each stream the quotes of its symbols. */
describeEachDatabase("the quote hub's fan-out by symbol", (getHandle) => {
  let hub: QuoteHub;
  beforeAll(async () => {
    for (const symbol of ["HUBA", "HUBB", "HUBC", "HUBD"])
      await insertListedSecurity(getHandle().db, symbol);
  });
  afterEach(() => hub.close());

  /** A stream of `symbols` as the hub sees it: what it was handed, as symbol@price in order. */
  async function subscribe(...symbols: string[]) {
    const received: string[] = [];
    const unsubscribe = await hub.subscribe({
      symbols: new Set(symbols),
      deliver: (quotes: StreamedQuote[]) =>
        void received.push(...quotes.map((quote) => `${quote.symbol}@${quote.price}`)),
      end: () => undefined,
    });
    return { received, unsubscribe };
  }

  /** One flush of `quotes` (symbol, price), in that order, through the writer. */
  async function flush(...quotes: Array<[string, number]>) {
    const writer = createQuoteWriter({ db: getHandle().db, foldMs: 60_000 });
    writer.write(quotes.map(([symbol, price]) => scriptedQuote(symbol, price)));
    await writer.close();
  }

  // A node showing few symbols reads only theirs; one showing more reads every new quote.
  it.each([
    ["reading only the symbols shown", FILTERED_FETCH_MAX_SYMBOLS],
    ["reading every new quote", 0],
  ])(
    "hands each stream its symbols' quotes in write order, and none once it leaves (%s)",
    async (_, filteredFetchMaxSymbols) => {
      hub = createQuoteHub({
        db: getHandle().db,
        listen: getHandle().listen,
        filteredFetchMaxSymbols,
      });
      const ab = await subscribe("HUBA", "HUBB");
      const bc = await subscribe("HUBB", "HUBC");
      const a = await subscribe("HUBA");
      await flush(["HUBC", 1], ["HUBA", 2], ["HUBD", 3], ["HUBB", 4]);
      await expect.poll(() => bc.received).toEqual(["HUBC@1", "HUBB@4"]);
      expect(ab.received).toEqual(["HUBA@2", "HUBB@4"]);
      expect(a.received).toEqual(["HUBA@2"]);
      // Leaving takes a stream off its symbols only: those it shared still reach the others.
      ab.unsubscribe();
      a.unsubscribe();
      await flush(["HUBA", 5], ["HUBB", 6]);
      await expect.poll(() => bc.received).toEqual(["HUBC@1", "HUBB@4", "HUBB@6"]);
      expect(ab.received).toEqual(["HUBA@2", "HUBB@4"]);
      expect(a.received).toEqual(["HUBA@2"]);
      // Coming back after leaving: subscribed again, a stream gets the next quotes of its symbols.
      const again = await subscribe("HUBA");
      await flush(["HUBA", 7]);
      await expect.poll(() => again.received).toEqual(["HUBA@7"]);
      bc.unsubscribe();
      again.unsubscribe();
    },
  );

  it("ends a stream that comes once the node is stopping, as it ended the others", async () => {
    hub = createQuoteHub({ db: getHandle().db, listen: getHandle().listen });
    const stopping = createQuoteHub({ db: getHandle().db, listen: getHandle().listen });
    const ended: string[] = [];
    await stopping.subscribe({
      symbols: new Set(["HUBA"]),
      deliver: () => undefined,
      end: () => void ended.push("before"),
    });
    await stopping.close();
    await stopping.subscribe({
      symbols: new Set(["HUBA"]),
      deliver: () => undefined,
      end: () => void ended.push("after"),
    });
    expect(ended).toEqual(["before", "after"]);
    expect(stopping.size()).toBe(0);
  });
});
