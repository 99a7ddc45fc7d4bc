import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { quoteFigures } from "./yahoo-fundamentals";
import { yahooNextEarnings } from "./yahoo-next-earnings";

const fixture = path.resolve(
  import.meta.dirname,
  "../../../../tests/fixtures/yahoo/quote-AAPL.json",
);
/** Apple's recorded quote as Yahoo sends it: timestamps in epoch seconds. */
const apple = JSON.parse(readFileSync(fixture, "utf8")).response.bodyJson.quoteResponse
  .result[0] as Record<string, unknown>;
const seconds = (iso: string) => Date.parse(iso) / 1_000;

describe("the next earnings report of a Yahoo quote", () => {
  it("is Apple's coming report, not the last one, on the recorded quote", () => {
    // earningsTimestamp is 30 July 2026, before the quote's 2 October; the Start is 29 October.
    expect(quoteFigures(apple)).toMatchObject({
      nextEarningsDate: "2026-10-29",
      nextEarningsConfirmed: true,
    });
  });

  it("reads the Dates yahoo-finance2 gives as it reads the wire's seconds", () => {
    const validated = {
      regularMarketTime: new Date("2026-10-02T20:00:01Z"),
      earningsTimestamp: new Date("2026-07-30T20:00:00Z"),
      earningsTimestampStart: new Date("2026-10-29T20:00:00Z"),
      earningsTimestampEnd: new Date("2026-10-29T20:00:00Z"),
      isEarningsDateEstimate: false,
    };
    expect(yahooNextEarnings(validated)).toEqual({
      nextEarningsDate: "2026-10-29",
      nextEarningsConfirmed: true,
    });
  });

  it("takes the first day of an estimated window, dated in New York, and says it is estimated", () => {
    expect(
      yahooNextEarnings({
        regularMarketTime: seconds("2026-11-27T21:00:00Z"),
        earningsTimestampStart: seconds("2027-01-29T02:00:00Z"), // 21:00 on the 28th in New York
        earningsTimestampEnd: seconds("2027-02-02T12:00:00Z"),
        isEarningsDateEstimate: true,
      }),
    ).toEqual({ nextEarningsDate: "2027-01-28", nextEarningsConfirmed: false });
  });

  it("is estimated when Yahoo does not say it is confirmed", () => {
    expect(
      yahooNextEarnings({
        regularMarketTime: seconds("2026-11-27T21:00:00Z"),
        earningsTimestamp: seconds("2026-12-10T21:00:00Z"),
      }),
    ).toEqual({ nextEarningsDate: "2026-12-10", nextEarningsConfirmed: false });
  });

  it("is none when every date Yahoo gives is already past", () => {
    expect(
      yahooNextEarnings({
        regularMarketTime: seconds("2026-11-27T21:00:00Z"),
        earningsTimestamp: seconds("2026-10-29T20:00:00Z"),
        earningsTimestampStart: seconds("2026-10-29T20:00:00Z"),
        earningsTimestampEnd: seconds("2026-10-29T20:00:00Z"),
        isEarningsDateEstimate: false,
      }),
    ).toEqual({ nextEarningsDate: null, nextEarningsConfirmed: null });
  });

  it("is none for garbage, or without the quote's own time to compare with", () => {
    const none = { nextEarningsDate: null, nextEarningsConfirmed: null };
    expect(
      yahooNextEarnings({
        regularMarketTime: seconds("2026-11-27T21:00:00Z"),
        earningsTimestamp: "NaN",
        earningsTimestampStart: Number.POSITIVE_INFINITY,
        earningsTimestampEnd: 1e15, // milliseconds where seconds belong: the year 31 million
        isEarningsDateEstimate: false,
      }),
    ).toEqual(none);
    expect(yahooNextEarnings({ earningsTimestampStart: seconds("2027-01-28T21:00:00Z") })).toEqual(
      none,
    );
    expect(quoteFigures({})).toMatchObject(none);
  });
});
