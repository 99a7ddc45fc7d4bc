import { describe, expect, it } from "vitest";
import { findCashtags } from "./find-cashtags";

const symbols = (text: string) => findCashtags(text).map((match) => match.symbol);

describe("findCashtags", () => {
  it.each([
    ["$AAPL", ["AAPL"]],
    ["$aapl", ["AAPL"]],
    ["$brk.b", ["BRK.B"]],
    ["$BRK-B and $brk/b", ["BRK.B", "BRK.B"]],
    ["$AAIC-PB", ["AAIC.PRB"]],
    ["I bought $AAPL.", ["AAPL"]],
    ["$AAPL's quarter", ["AAPL"]],
    ["$AAPL, $MSFT; $TSLA!", ["AAPL", "MSFT", "TSLA"]],
    ["($NVDA)", ["NVDA"]],
    ["$BRK.B.", ["BRK.B"]],
    // A suffix longer than a class or series is not one: the ticker before it still counts.
    ["$AAPL.ABCD", ["AAPL"]],
  ])("%s → %j", (text, expected) => {
    expect(symbols(text)).toEqual(expected);
  });

  // A `$` after a letter, digit or `$` is a price or a currency, not a tag; `$ABCDEFG` is too long to be a ticker.
  it.each([
    "$$",
    "$$AAPL",
    "$123",
    "$1.50",
    "US$AAPL",
    "a$AAPL",
    "7$AAPL",
    "é$AAPL",
    "$",
    "$ AAPL",
    "$ABCDEFG",
  ])("%s has no cashtag", (text) => {
    expect(findCashtags(text)).toEqual([]);
  });

  it("gives the typed text and its UTF-16 offsets", () => {
    const text = "📈 $brk.b up";
    expect(findCashtags(text)).toEqual([{ start: 3, end: 9, text: "$brk.b", symbol: "BRK.B" }]);
    expect(text.slice(3, 9)).toBe("$brk.b");
  });

  it("finds every cashtag, repeats and all: the per-message limit is enforced elsewhere", () => {
    expect(symbols("$A $B $C $D $E $F $A")).toEqual(["A", "B", "C", "D", "E", "F", "A"]);
  });
});
