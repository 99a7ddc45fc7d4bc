import { describe, expect, it } from "vitest";
import type { ChartMarker } from "./chart-marker";
import { describeChartMarkers } from "./describe-chart-markers";

const marks = (...kinds: ChartMarker["kind"][]): ChartMarker[] =>
  kinds.map((kind, time) => ({ time, kind, text: kind }));

describe("the chart's markers in words", () => {
  it("counts each kind, the reader's calls of every tag together", () => {
    expect(
      describeChartMarkers(
        marks("earnings", "earnings", "dividend", "bullish", "bearish", "call", "dividend"),
      ),
    ).toBe("Marked on the chart: 2 earnings reports, 2 dividends and 3 of your calls.");
  });

  it("names only the kinds marked, one in the singular", () => {
    expect(describeChartMarkers(marks("bullish"))).toBe("Marked on the chart: 1 call of yours.");
    expect(describeChartMarkers(marks("earnings", "dividend"))).toBe(
      "Marked on the chart: 1 earnings report and 1 dividend.",
    );
  });

  it("says nothing when nothing is marked", () => {
    expect(describeChartMarkers([])).toBe("");
  });
});
