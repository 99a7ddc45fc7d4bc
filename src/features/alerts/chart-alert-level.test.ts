import { describe, expect, it } from "vitest";
import { chartAlertLevel } from "./chart-alert-level";

describe("chartAlertLevel", () => {
  it("rounds a level from $1 up to the cent, and below $1 to four decimals", () => {
    expect(chartAlertLevel(187.2468, 180).level).toBe(187.25);
    expect(chartAlertLevel(1.004, 2).level).toBe(1);
    expect(chartAlertLevel(0.123_46, 0.2).level).toBe(0.1235);
    expect(chartAlertLevel(0.999_96, 0.5).level).toBe(1);
  });

  it("waits for a rise to a level above the last price and a fall to one at or below it", () => {
    expect(chartAlertLevel(190.004, 187.5)).toEqual({ level: 190, direction: "above" });
    expect(chartAlertLevel(185.126, 187.5)).toEqual({ level: 185.13, direction: "below" });
    // The level as it will be saved decides: 187.504 is 187.50, the last price itself.
    expect(chartAlertLevel(187.504, 187.5).direction).toBe("below");
  });

  it("waits for a rise when no last price is known", () => {
    expect(chartAlertLevel(42.5, null)).toEqual({ level: 42.5, direction: "above" });
  });
});
