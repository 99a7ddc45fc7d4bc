import { describe, expect, it } from "vitest";
import { describeEventsPerDay } from "./describe-events-per-day";

describe("describeEventsPerDay", () => {
  it("gives the total, the daily average, the busiest day and the largest families, rounded", () => {
    const text = describeEventsPerDay({
      series: [
        { label: "Page views", total: 2_000, other: false },
        { label: "Screener", total: 1_025, other: false },
      ],
      days: [
        { day: "2025-03-01", total: 1_000, values: [700, 300] },
        { day: "2025-03-02", total: 2_025, values: [1_300, 725] },
        { day: "2025-03-03", total: 0, values: [0, 0] },
      ],
    });
    expect(text).toBe(
      "Mar 1 to Mar 3: 3,025 events, 1,008 a day on average; the busiest day was Mar 2 with 2,025. Largest families: Page views 2,000 (66.1%), Screener 1,025 (33.9%).",
    );
  });
});
