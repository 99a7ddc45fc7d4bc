import { describe, expect, it } from "vitest";
import { describeQuote } from "./describe-quote";

describe("describeQuote", () => {
  it("says the quote's time in New York, as every price on the site does, with its source", () => {
    expect(
      describeQuote({
        quoteAsOf: new Date("2021-03-01T14:31:00Z"),
        quoteSource: "Simulated market",
      }),
    ).toBe("Quote of Mar 1, 2021, 9:31 AM ET · Simulated market");
  });

  it("says so when the feed gave no time or source", () => {
    expect(describeQuote({ quoteAsOf: null, quoteSource: null })).toBe(
      "Quote of time not reported · source not reported",
    );
  });
});
