import { formatCount } from "@/lib/format/format-market-number";
import type { ChartMarker } from "./chart-marker";

const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * The chart's markers in words, for screen readers (docs/product.md#stock-page-chart): how many
 * earnings reports, dividends and of the reader's own calls the range marks; only the kinds it
 * has, and nothing when it has none (the simulated market has no reports or dividends to count).
 */
export function describeChartMarkers(markers: readonly ChartMarker[]): string {
  const count = (...kinds: ChartMarker["kind"][]) =>
    markers.filter((marker) => kinds.includes(marker.kind)).length;
  const parts = [
    [count("earnings"), "earnings report", "earnings reports"],
    [count("dividend"), "dividend", "dividends"],
    [count("bullish", "bearish", "call"), "call of yours", "of your calls"],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => counted(n, one, many));
  if (said.length === 0) return "";
  const list = said.length === 1 ? said[0] : `${said.slice(0, -1).join(", ")} and ${said.at(-1)}`;
  return `Marked on the chart: ${list}.`;
}
