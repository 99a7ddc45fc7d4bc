import { describe, expect, it } from "vitest";
import { describeBulkAddition } from "./describe-bulk-addition";

describe("the toast after adding the selected rows", () => {
  it("names a few symbols and counts many", () => {
    expect(
      describeBulkAddition("Tech", { added: ["AAPL", "MSFT"], already: ["NVDA"], unknown: [] }),
    ).toEqual({
      title: "Added to Tech",
      description: "Added AAPL and MSFT. NVDA was already there.",
    });
    const many = ["A", "B", "C", "D"];
    expect(
      describeBulkAddition("Tech", { added: many, already: many, unknown: [] }).description,
    ).toBe("Added 4 symbols. 4 symbols were already there.");
    expect(
      describeBulkAddition("Tech", { added: ["A", "B", "C"], already: [], unknown: [] })
        .description,
    ).toBe("Added A, B and C.");
  });

  it("says when nothing was new, and which symbols are not listed now", () => {
    expect(
      describeBulkAddition("My watchlist", {
        added: [],
        already: ["AAPL"],
        unknown: ["ZZZZ", "QQQQ"],
      }),
    ).toEqual({
      title: "Already in My watchlist",
      description:
        "Nothing new to add. AAPL was already there. ZZZZ and QQQQ are not listed now, so not added.",
    });
  });
});
