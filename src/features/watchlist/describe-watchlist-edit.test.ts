import { describe, expect, it } from "vitest";
import { describeWatchlistEdit } from "./describe-watchlist-edit";

const lists = [
  { id: "a", name: "Tech", isDefault: true, symbols: [], shareToken: null },
  { id: "b", name: "Income", isDefault: false, symbols: [], shareToken: null },
];

describe("an offline edit in words", () => {
  it("names the edit, its symbols and its list", () => {
    expect(describeWatchlistEdit("addSymbols", { id: "b", symbols: ["KO", "PEP"] }, lists)).toBe(
      "Add KO, PEP to “Income”",
    );
    expect(describeWatchlistEdit("addSymbols", { symbols: ["NVDA"] }, lists)).toBe(
      "Add NVDA to “Tech”",
    );
    expect(describeWatchlistEdit("removeSymbol", { id: "a", symbol: "AAPL" }, lists)).toBe(
      "Remove AAPL from “Tech”",
    );
    expect(
      describeWatchlistEdit("moveSymbol", { id: "a", symbol: "AAPL", toIndex: 0 }, lists),
    ).toBe("Move AAPL to position 1 in “Tech”");
    expect(describeWatchlistEdit("updateItem", { id: "a", symbol: "AAPL", note: "x" }, lists)).toBe(
      "Note for AAPL in “Tech”",
    );
    expect(
      describeWatchlistEdit(
        "updateItem",
        { id: "a", symbol: "AAPL", note: "x", targetPrice: 1 },
        lists,
      ),
    ).toBe("Note and target for AAPL in “Tech”");
    expect(describeWatchlistEdit("rename", { id: "b", name: "Dividends" }, lists)).toBe(
      "Rename “Income” to “Dividends”",
    );
  });

  it("still says something when the list is no longer on the device", () => {
    expect(describeWatchlistEdit("removeSymbol", { id: "gone", symbol: "AMD" }, lists)).toBe(
      "Remove AMD from a list",
    );
    expect(describeWatchlistEdit("addSymbols", { symbols: ["AMD"] }, undefined)).toBe(
      "Add AMD to your default list",
    );
  });
});
