import { describe, expect, it } from "vitest";
import { describeRate } from "./describe-rate";

describe("describeRate", () => {
  it("names the default when the affiliate has no rate of their own", () => {
    expect(describeRate(null, 30)).toBe("30 % (default)");
  });

  it("writes an own rate with up to two decimals", () => {
    expect(describeRate(25, 30)).toBe("25 %");
    expect(describeRate(12.5, 30)).toBe("12.5 %");
    expect(describeRate(33.33, 30)).toBe("33.33 %");
    expect(describeRate(0, 30)).toBe("0 %");
  });
});
