import { describe, expect, it } from "vitest";
import { judgeCrossing } from "./judge-crossing";
import { readCallMove } from "./read-call-move";
import { testQuote } from "./test-quote";

/** Whether a call posted at 100 with a ±10 % alert fires between two prices. */
function fires(before: number, after: number, percent = 10): boolean {
  const reading = readCallMove(100, percent, testQuote(after));
  const b = reading?.read(testQuote(before));
  const a = reading?.read(testQuote(after));
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
    expect(readCallMove(100, 10, testQuote(89.5))?.says(false)).toBe(
      "moved -10.5 % from the 100.00 of your chat call,",
    );
    expect(readCallMove(0, 10, testQuote(89.5))).toBeNull();
  });
});
