import type { ChartColors } from "./chart-colors";
import type { ChartSeries } from "./chart-series";

/**
 * The lines the chart's legend names, in their colours: those with a point to draw (VWAP needs
 * volume, an average its length of bars); a band's edges go by its middle's name.
 */
export function legendLines(
  drawn: ChartSeries | null,
  colors: ChartColors,
): { title: string; color: string }[] {
  return (drawn?.series ?? []).flatMap((spec) =>
    spec.kind === "line" &&
    spec.points.length > 0 &&
    spec.key !== "bb-upper" &&
    spec.key !== "bb-lower"
      ? [{ title: spec.title, color: colors.tone(spec.tone, spec.shade) }]
      : [],
  );
}
