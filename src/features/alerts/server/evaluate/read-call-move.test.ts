import { describe, expect, it } from "vitest";
import type { SeenQuote } from "./evaluation-types";
import { judgeCrossing } from "./judge-crossing";
import { readCallMove } from "./read-call-move";

const quote = (price: number): SeenQuote => ({
  symbol: "AAPL",
  price,
  volume: 1_000,
  previousClose: 98,
  session: "regular",
  asOf: new Date("2021-03-02T15:00:00Z"),
  source: "simulated",
});

/** Whether a call posted at 100 with a ±10 % alert fires between two prices. */
function fires(before: number, after: number, percent = 10): boolean {
  const reading = readCallMove(100, percent, quote(after));
  const b = reading?.read(quote(before));
  const a = reading?.read(quote(after));
  return Boolean(reading && b && a && judgeCrossing(reading.direction, b, a, true).fired);
}

describe("readCallMove (docs/alerts.md#chat-alerts)", () => {
  it("fires at exactly ±X % from the posted price, either way, and not just short of it", () => {
    expect(fires(105, 110)).toBe(true);
    expect(fires(95, 90)).toBe(true);
    expect(fires(105, 109.99)).toBe(false);
    expect(fires(95, 90.01)).toBe(false);
  });

  it("fires only on the move past the mark, not while it stays past", () => {
    expect(fires(111, 112)).toBe(false);
    expect(fires(89, 85)).toBe(false);
  });

  it("says the move with its sign and the call's price", () => {
    expect(readCallMove(100, 10, quote(89.5))?.says(false)).toBe(
      "moved -10.5 % from the 100.00 of your chat call,",
    );
    expect(readCallMove(0, 10, quote(89.5))).toBeNull();
  });
});
