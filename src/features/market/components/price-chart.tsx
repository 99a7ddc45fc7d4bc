"use client";

import { useQuery } from "@tanstack/react-query";
import { CandlestickSeries, createChart, HistogramSeries, type IChartApi } from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { chartRanges, type ChartRange } from "../chart-ranges";

/** Daily candles and volume with lightweight-charts, in ranges from a month to five years. */
export function PriceChart({ symbol }: { symbol: string }) {
  const trpc = useTRPC();
  const [range, setRange] = useState<ChartRange>("6M");
  const bars = useQuery(trpc.market.dailyBars.queryOptions({ symbol, range }));
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !bars.data) return;
    const dark = document.documentElement.classList.contains("dark");
    const instance = createChart(element, {
      autoSize: true,
      layout: { background: { color: "transparent" }, textColor: dark ? "#cbd5e1" : "#334155", attributionLogo: false },
      grid: { vertLines: { color: dark ? "#1e293b" : "#f1f5f9" }, horzLines: { color: dark ? "#1e293b" : "#f1f5f9" } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
    });
    const candles = instance.addSeries(CandlestickSeries, { upColor: "#059669", downColor: "#dc2626", wickUpColor: "#059669", wickDownColor: "#dc2626", borderVisible: false });
    candles.setData(bars.data.bars.map((bar) => ({ time: bar.date, open: bar.open, high: bar.high, low: bar.low, close: bar.close })));
    const volume = instance.addSeries(HistogramSeries, { priceFormat: { type: "volume" }, priceScaleId: "volume", color: dark ? "#334155" : "#cbd5e1" });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    volume.setData(bars.data.bars.map((bar) => ({ time: bar.date, value: bar.volume })));
    instance.timeScale().fitContent();
    chart.current = instance;
    return () => {
      instance.remove();
      chart.current = null;
    };
  }, [bars.data]);

  return (
    <section aria-labelledby="chart-heading" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="chart-heading" className="font-semibold">
          Price{bars.data?.simulated && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Simulated history</span>}
        </h2>
        <div role="radiogroup" aria-label="Chart range" className="inline-flex rounded-md border border-slate-200 p-0.5 dark:border-slate-800">
          {(Object.keys(chartRanges) as ChartRange[]).map((option) => (
            <button key={option} type="button" role="radio" aria-checked={range === option} onClick={() => setRange(option)} className="rounded px-2.5 py-1 text-xs font-semibold aria-checked:bg-slate-900 aria-checked:text-white dark:aria-checked:bg-white dark:aria-checked:text-slate-900">
              {option}
            </button>
          ))}
        </div>
      </div>
      <div className="relative mt-3 h-80">
        <div ref={container} className="absolute inset-0" data-testid="price-chart" />
        {bars.isPending && <div className="absolute inset-0 animate-pulse rounded bg-slate-100 dark:bg-slate-900" aria-label="Loading the chart" />}
        {bars.isError && <p role="alert" className="absolute inset-0 grid place-items-center text-sm text-red-600">The chart could not be loaded. {bars.error.message}</p>}
      </div>
    </section>
  );
}
