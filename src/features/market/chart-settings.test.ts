import { describe, expect, it } from "vitest";
import { DEFAULT_CHART_SETTINGS, isChartSettings } from "./chart-settings";
import { chartSettingsSchema } from "./chart-settings-schema";
import { MARKET_AVERAGE } from "./market-average";

const chosen = {
  ...DEFAULT_CHART_SETTINGS,
  range: "5Y",
  sma: [20, 200],
  rsi: true,
  compares: ["MSFT", MARKET_AVERAGE],
};

describe("isChartSettings", () => {
  it("takes what the server's schema takes", () => {
    for (const value of [DEFAULT_CHART_SETTINGS, chosen]) {
      expect(chartSettingsSchema.safeParse(value).success).toBe(true);
      expect(isChartSettings(value)).toBe(true);
    }
  });

  it.each([
    null,
    "6M",
    { ...chosen, range: "2W" },
    { ...chosen, scale: "cubic" },
    { ...chosen, sma: [1] },
    { ...chosen, ema: [20, 50, 100, 200] },
    { ...chosen, macd: "yes" },
    { ...chosen, compares: ["A", "B", "C", "D", "E"] },
    { ...chosen, compares: ["A", "B", "C", "D", MARKET_AVERAGE, MARKET_AVERAGE] },
    { ...chosen, compares: [42] },
  ])("refuses %j, as the server's schema does", (value) => {
    expect(isChartSettings(value)).toBe(false);
    expect(chartSettingsSchema.safeParse(value).success).toBe(false);
  });
});
