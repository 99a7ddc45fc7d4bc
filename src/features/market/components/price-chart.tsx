"use client";

import { Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import { panelClass } from "@/components/ui/panel-class";
import { chartColors } from "../chart-colors";
import { chartSeries } from "../chart-series";
import { foldLiveQuote } from "../fold-live-quote";
import { legendLines } from "../legend-lines";
import { legendPreviousClose } from "../legend-previous-close";
import { useChartBars } from "../use-chart-bars";
import { useChartMarkers } from "../use-chart-markers";
import { useChartSettings } from "../use-chart-settings";
import { useChartUpgrade } from "../use-chart-upgrade";
import { useDarkTheme } from "../use-dark-theme";
import { CandlestickChart } from "./candlestick-chart";
import { ChartLegend } from "./chart-legend";
import { ChartPickToggle } from "./chart-pick-toggle";
import { ChartRangePicker } from "./chart-range-picker";
import { ChartStatus } from "./chart-status";
import { ChartTitle } from "./chart-title";
import { ChartToolbar } from "./chart-toolbar";
import { LazyInteractiveChart } from "./lazy-interactive-chart";
import { useLiveQuote } from "./live-quotes-provider";
import { useLiveCompares } from "./use-live-compares";
import { type LevelPick, usePricePick } from "./use-price-pick";

/**
 * The stock page's chart (docs/product.md#stock-page-chart): the SVG poster paints first, then
 * TradingView's lightweight-charts takes its box once loaded (docs/decisions.md#shell), with
 * ranges from a day to all history, indicators, comparisons and the hovered (or latest) bar's
 * values over it; the range's summary in words sits under the title. The last bar moves with the
 * page's live quote, as each compared symbol's does with its own. Every box has its height before
 * the data arrives, so the page does not move.
 */
export function PriceChart({ symbol, levelPick }: { symbol: string; levelPick?: LevelPick }) {
  const { settings, update } = useChartSettings();
  const {
    intraday,
    bars: loaded,
    simulated,
    isPending,
    error,
  } = useChartBars(symbol, settings.range);
  const { compared, failed } = useLiveCompares(settings.compares, settings.range, intraday);
  const { quote } = useLiveQuote(symbol);
  const bars = useMemo(
    () => (loaded ? foldLiveQuote(loaded, quote, intraday) : undefined),
    [loaded, quote, intraday],
  );
  const drawn = useMemo(
    () => (bars ? chartSeries(bars, settings, compared, intraday) : null),
    [bars, settings, compared, intraday],
  );
  const markers = useChartMarkers(symbol, drawn, intraday);
  const box = useRef<HTMLDivElement>(null);
  const { pick, toggle } = usePricePick(levelPick?.onPick, drawn?.percent ?? false);
  // Armed, the interactive chart is wanted at once: the poster cannot tell a price under a click.
  const upgrade = useChartUpgrade(box, intraday || (pick?.armed ?? false));
  const [pointed, setPointed] = useState<number | null>(null);
  const onPoint = useCallback((index: number | null) => setPointed(index), []);
  const hintId = useId();
  const index =
    bars && pointed !== null && pointed < bars.length ? pointed : (bars?.length ?? 0) - 1;
  const shown = bars?.[index];
  const lines = legendLines(drawn, chartColors(useDarkTheme()));
  const previousClose = bars ? legendPreviousClose(bars, index, quote, intraday) : null;
  // The first paint's chart, until lightweight-charts takes its box; intraday has none (it loads at once).
  const poster = bars && bars.length > 0 && !intraday && (
    <CandlestickChart bars={bars} onPoint={setPointed} />
  );
  return (
    <section aria-labelledby="chart-heading" className={panelClass("sm")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ChartTitle
          simulated={simulated || compared.some((other) => other.simulated)}
          bars={bars}
          markers={markers}
        />
        <ChartRangePicker
          value={settings.range}
          onChange={(range) => {
            update({ range });
            setPointed(null);
          }}
        />
      </div>
      <ChartToolbar
        symbol={symbol}
        settings={settings}
        intraday={intraday}
        failed={failed.map((i) => settings.compares[i] ?? "")}
        onChange={update}
      >
        {levelPick && (
          <ChartPickToggle armed={pick?.armed ?? false} percent={!pick} onToggle={toggle} />
        )}
      </ChartToolbar>
      <p id={hintId} className="sr-only">
        Focus the chart, then use the left and right arrows to move in time, plus and minus to zoom,
        Home and End to go to the start and the end.
      </p>
      <div ref={box} className="relative mt-3 h-80 sm:h-96">
        {upgrade && bars && drawn ? (
          <Suspense fallback={poster}>
            <LazyInteractiveChart
              bars={bars}
              drawn={drawn}
              intraday={intraday}
              log={settings.scale === "log"}
              onPoint={onPoint}
              hintId={hintId}
              pick={pick}
              levels={levelPick?.levels}
              markers={markers}
              view={`${settings.range} ${settings.scale} ${settings.compares.join()} ${bars[0]?.time}`}
            />
          </Suspense>
        ) : (
          poster
        )}
        {shown && (
          <ChartLegend
            bar={shown}
            previousClose={previousClose}
            intraday={intraday}
            lines={upgrade ? lines : []}
            notes={upgrade ? markers.filter((m) => m.time === shown.time).map((m) => m.text) : []}
          />
        )}
        <ChartStatus
          pending={isPending}
          error={error}
          empty={bars?.length === 0}
          intraday={intraday}
        />
      </div>
    </section>
  );
}
