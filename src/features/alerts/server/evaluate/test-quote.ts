import type { SeenQuote } from "./evaluation-types";

/** A regular-session AAPL quote at `price` for the evaluator's tests, with any field overridden. */
export const testQuote = (price: number, over: Partial<SeenQuote> = {}): SeenQuote => ({
  symbol: "AAPL",
  price,
  volume: 1_000,
  previousClose: 98,
  session: "regular",
  asOf: new Date("2021-03-02T15:00:00Z"),
  source: "simulated",
  ...over,
});
