import { describe, expect, it } from "vitest";
import { describeCall } from "./describe-call";

describe("describeCall", () => {
  it("shows the price when posted, the price now and the move, signed", () => {
    expect(describeCall({ symbol: "AAPL", postedPrice: 120.99, price: 125.1 })).toEqual({
      text: "AAPL 120.99 → 125.10, +3.4 %",
      change: 3.4,
    });
    expect(describeCall({ symbol: "TSLA", postedPrice: 200, price: 190 })).toEqual({
      text: "TSLA 200.00 → 190.00, −5.0 %",
      change: -5,
    });
  });

  it("shows no sign for a move too small to show", () => {
    expect(describeCall({ symbol: "MSFT", postedPrice: 400, price: 400.1 })).toEqual({
      text: "MSFT 400.00 → 400.10, 0.0 %",
      change: 0,
    });
  });

  it("says what it knows when a price is missing", () => {
    expect(describeCall({ symbol: "AAPL", postedPrice: null, price: 125.1 })).toEqual({
      text: "AAPL 125.10",
      change: null,
    });
    expect(describeCall({ symbol: "AAPL", postedPrice: 120, price: null })).toEqual({
      text: "AAPL 120.00 when posted",
      change: null,
    });
  });
});
