import type { ChartMarker } from "../chart-marker";
import type { DailyBar } from "../simulate-daily-bars";
import { ChartSummary } from "./chart-summary";

/** The chart's heading ("Price", marked when the history is simulated) and its summary in words. */
export function ChartTitle({
  simulated,
  bars,
  markers,
}: {
  simulated: boolean;
  bars: readonly DailyBar[] | undefined;
  markers: readonly ChartMarker[];
}) {
  return (
    <div className="min-w-0 flex-1 basis-64">
      <h2 id="chart-heading" className="font-semibold">
        Price
        {simulated && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            Simulated history
          </span>
        )}
      </h2>
      <ChartSummary bars={bars} markers={markers} />
    </div>
  );
}
