import { describe, expect, it } from "vitest";
import { describeMonth } from "./describe-month";

describe("describeMonth", () => {
  it("tells the change from the first close to the last, to a tenth of a percent, with both prices", () => {
    expect(describeMonth([182.1, 175, 189.75], false)).toEqual({
      trend: "up",
      label: "One month: up 4.2%, from 182.10 to 189.75",
    });
    expect(describeMonth([50, 60, 48.5], false)).toEqual({
      trend: "down",
      label: "One month: down 3.0%, from 50.00 to 48.50",
    });
  });

  it("calls an unmoved month unchanged and a tiny move less than 0.1%, in its direction", () => {
    expect(describeMonth([20, 25, 20], false)).toEqual({
      trend: "flat",
      label: "One month: unchanged, from 20.00 to 20.00",
    });
    expect(describeMonth([1000, 1000.4], false)).toEqual({
      trend: "up",
      label: "One month: up less than 0.1%, from 1,000.00 to 1,000.40",
    });
  });

  it("says when the month is simulated history", () => {
    expect(describeMonth([10, 11], true)?.label).toBe(
      "One month of simulated history: up 10.0%, from 10.00 to 11.00",
    );
  });

  it("has nothing to tell with fewer than two closes", () => {
    expect(describeMonth([], false)).toBeNull();
    expect(describeMonth([182.1], false)).toBeNull();
  });
});
