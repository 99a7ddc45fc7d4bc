import { describe, expect, it } from "vitest";
import { sparklinePath } from "./sparkline-path";

describe("sparklinePath", () => {
  it("spreads the closes across the width, the highest at the top and the lowest at the bottom, inside the inset", () => {
    expect(sparklinePath([10, 20, 15], 82, 22, 1)).toBe("M1 21L41 1L81 11");
  });

  it("draws a month that never moved level through the middle", () => {
    expect(sparklinePath([5, 5, 5, 5], 31, 20, 0.5)).toBe("M0.5 10L10.5 10L20.5 10L30.5 10");
  });

  it("rounds points to a tenth of a pixel", () => {
    expect(sparklinePath([1, 2, 3, 4, 1.5, 2.25, 3.75], 80, 24, 1.5)).toBe(
      "M1.5 22.5L14.3 15.5L27.2 8.5L40 1.5L52.8 19L65.7 13.8L78.5 3.3",
    );
  });

  it("draws nothing for no closes or a single one", () => {
    expect(sparklinePath([], 80, 24, 1)).toBe("");
    expect(sparklinePath([182.1], 80, 24, 1)).toBe("");
  });
});
