import { describe, expect, it } from "vitest";
import { describeQuoteTime, describeSession } from "./describe-quote-time";

const asOf = new Date("2026-03-02T15:31:05Z"); // 10:31:05 in New York (EST)

describe("describeQuoteTime (docs/live-market.md#quotes-and-sources)", () => {
  it("gives a live price its time in New York and its source's freshness", () => {
    expect(
      describeQuoteTime({ asOf, source: "alpaca", freshness: { kind: "real-time", venue: "IEX" } }),
    ).toBe("as of 10:31:05 ET · IEX real-time");
    expect(
      describeQuoteTime({ asOf, source: "yahoo", freshness: { kind: "delayed", minutes: 15 } }),
    ).toBe("as of 10:31:05 ET · 15 min delayed");
    expect(describeQuoteTime({ asOf, source: "simulated", freshness: { kind: "simulated" } })).toBe(
      "as of 10:31:05 ET · Simulated market",
    );
  });

  it("says which day's close a stored quote is, in New York's date", () => {
    const close = new Date("2021-02-26T21:00:00Z"); // 16:00 ET
    expect(
      describeQuoteTime({ asOf: close, source: "snapshot", freshness: { kind: "end-of-day" } }),
    ).toBe("Close of 26 Feb 2021");
    expect(
      describeQuoteTime({
        asOf: new Date("2021-02-27T03:00:00Z"),
        source: "yahoo",
        freshness: { kind: "end-of-day" },
      }),
    ).toBe("Close of 26 Feb 2021");
  });

  it("names each market session", () => {
    expect(["pre", "regular", "post", "closed"].map((s) => describeSession(s as never))).toEqual([
      "Pre-market",
      "Market open",
      "After hours",
      "Market closed",
    ]);
  });
});
