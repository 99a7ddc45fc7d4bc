import { describe, expect, it } from "vitest";
import { describeQuotesTime } from "./describe-quotes-time";

describe("the time the quotes on screen are from", () => {
  it("is the 2021 listing's close when no live provider quotes", () => {
    expect(describeQuotesTime({ live: 0, asOf: null })).toBe("Close of 26 Feb 2021");
    expect(describeQuotesTime({ live: 0, asOf: new Date("2026-11-27T21:00:00Z") })).toBe(
      "Close of 26 Feb 2021",
    );
  });

  it("is the live refresh's time, in New York", () => {
    expect(describeQuotesTime({ live: 5, asOf: new Date("2026-11-27T21:00:00Z") })).toBe(
      "As of Nov 27, 2026, 4:00 PM ET",
    );
  });
});
