import { describe, expect, it } from "vitest";
import { bucketActivity, type DayActivity } from "./bucket-activity";

const day = (n: number): DayActivity => ({
  day: `2027-01-${String(n).padStart(2, "0")}`,
  clicks: n,
  registrations: 1,
  earned: 100,
});

describe("bucketActivity", () => {
  it("keeps days as they are in buckets of one", () => {
    expect(bucketActivity([day(1), day(2)], 1)).toEqual([
      { from: "2027-01-01", to: "2027-01-01", clicks: 1, registrations: 1, earned: 100 },
      { from: "2027-01-02", to: "2027-01-02", clicks: 2, registrations: 1, earned: 100 },
    ]);
  });

  it("sums weeks back from the last day, the oldest bucket holding the rest", () => {
    const buckets = bucketActivity(
      Array.from({ length: 15 }, (_, i) => day(i + 1)),
      7,
    );
    expect(buckets.map((bucket) => [bucket.from, bucket.to])).toEqual([
      ["2027-01-01", "2027-01-01"],
      ["2027-01-02", "2027-01-08"],
      ["2027-01-09", "2027-01-15"],
    ]);
    expect(buckets[2]).toMatchObject({
      clicks: 9 + 10 + 11 + 12 + 13 + 14 + 15,
      registrations: 7,
      earned: 700,
    });
  });

  it("has no buckets for no days", () => {
    expect(bucketActivity([], 7)).toEqual([]);
  });
});
