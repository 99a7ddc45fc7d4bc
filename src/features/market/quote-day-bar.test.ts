import { describe, expect, it } from "vitest";
import { type DayQuote, quoteDayBar } from "./quote-day-bar";

/** Monday 23 November 2026, 15:59 in New York. */
const quote: DayQuote = {
  price: 192.5,
  open: 189,
  high: 193,
  low: 188,
  volume: 900_300,
  regularClose: null,
  asOf: new Date("2026-11-23T20:59:00Z"),
};

describe("a day's bar from a live quote (docs/live-market.md#the-day-close)", () => {
  it("is the regular session's open, high, low and volume, closing at the last regular price", () => {
    expect(quoteDayBar(quote, "2026-11-23")).toEqual({
      date: "2026-11-23",
      open: 189,
      high: 193,
      low: 188,
      close: 192.5,
      volume: 900_300,
    });
  });

  it("closes at the regular close beside an after-hours price", () => {
    const afterHours = {
      ...quote,
      price: 200,
      regularClose: 192.5,
      asOf: new Date("2026-11-23T22:00:00Z"),
    };
    expect(quoteDayBar(afterHours, "2026-11-23")).toMatchObject({ close: 192.5, high: 193 });
  });

  it("is none for a quote of another New York day, or a day without a regular trade", () => {
    // 00:30 UTC on the 24th is still the 23rd in New York; 05:30 UTC is the 24th.
    expect(
      quoteDayBar({ ...quote, asOf: new Date("2026-11-24T00:30:00Z") }, "2026-11-23"),
    ).not.toBeNull();
    expect(
      quoteDayBar({ ...quote, asOf: new Date("2026-11-24T05:30:00Z") }, "2026-11-23"),
    ).toBeNull();
    expect(quoteDayBar({ ...quote, open: null, high: null, low: null }, "2026-11-23")).toBeNull();
  });

  it("keeps the close inside its range when only the price is known", () => {
    expect(quoteDayBar({ ...quote, price: 187 }, "2026-11-23")).toMatchObject({
      low: 187,
      close: 187,
    });
  });
});
