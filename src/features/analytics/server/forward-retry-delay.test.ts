import { describe, expect, it } from "vitest";
import { forwardRetryDelaySeconds } from "./forward-retry-delay";

describe("forwardRetryDelaySeconds", () => {
  it("waits a minute after the first failure, doubling, never more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(forwardRetryDelaySeconds)).toEqual([
      60, 120, 240, 480, 960, 1_920, 3_600, 3_600, 3_600,
    ]);
  });
});
