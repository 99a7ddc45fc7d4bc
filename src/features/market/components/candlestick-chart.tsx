"use client";

import { memo, type PointerEvent, useMemo, useState } from "react";
import { formatDecimal } from "@/lib/format/format-decimal";
import { formatCompact, formatPrice } from "@/lib/format/format-market-number";
import { type CandleGeometry, candleGeometry } from "../candle-geometry";
import { chartTimeTicks, type TimeTick } from "../chart-time-ticks";
import { niceTicks } from "../nice-ticks";
import type { DailyBar } from "../simulate-daily-bars";

/** Date labels at most: six fit a phone's plot ("Sep" … "2021"). */
const MAX_TIME_TICKS = 6;
/** A label nearer a pane's edge than this (hundredths of the pane) would be cut off, so it is left out. */
const EDGE = 4;
/** The price pane's share of the two panes (the grid's 3fr over 3fr + 1fr). */
const PRICE_SHARE = 0.75;

const gridStroke = "stroke-slate-200 dark:stroke-slate-800";

type Axes = {
  prices: { y: number; label: string }[];
  volume: { y: number; label: string } | null;
  times: (TimeTick & { x: number })[];
};

function axesOf(geometry: CandleGeometry, bars: readonly DailyBar[]): Axes {
  const { values, decimals } = niceTicks(geometry.priceBottom, geometry.priceTop, 4);
  const prices = values
    .map((value) => ({
      y: geometry.priceY(value),
      label: formatDecimal(value, decimals, decimals),
    }))
    .filter(({ y }) => y > EDGE && y < 100 - EDGE);
  const volumeMark = niceTicks(0, geometry.volumeTop, 2)
    .values.filter((value) => value > 0 && value <= geometry.volumeTop * 0.85)
    .at(-1);
  const volume =
    volumeMark === undefined
      ? null
      : { y: 100 - (volumeMark / geometry.volumeTop) * 100, label: formatCompact(volumeMark) };
  const times = chartTimeTicks(
    bars.map((bar) => bar.date),
    MAX_TIME_TICKS,
  )
    .map((tick) => ({ ...tick, x: ((tick.index + 0.5) / geometry.count) * 100 }))
    .filter(({ x }) => x > EDGE && x < 100 - EDGE);
  return { prices, volume, times };
}

/** The drawn part: grid, candles and volume, scaled by the browser to any width. Memoised, so the crosshair's moves never redraw it. */
const ChartPanes = memo(function ChartPanes({
  geometry,
  axes,
}: {
  geometry: CandleGeometry;
  axes: Axes;
}) {
  const viewBox = `0 0 ${geometry.count} 100`;
  const verticals = axes.times.map(({ index }) => `M${index + 0.5} 0V100`).join("");
  return (
    <>
      <svg
        viewBox={viewBox}
        preserveAspectRatio="none"
        className="col-start-1 row-start-1 size-full"
      >
        <path
          d={verticals + axes.prices.map(({ y }) => `M0 ${y}H${geometry.count}`).join("")}
          className={gridStroke}
          vectorEffect="non-scaling-stroke"
        />
        <g data-part="candles">
          <path
            d={geometry.rising.wicks}
            className="stroke-gain"
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={geometry.falling.wicks}
            className="stroke-loss"
            vectorEffect="non-scaling-stroke"
          />
          <path d={geometry.rising.bodies} className="fill-gain" />
          <path d={geometry.falling.bodies} className="fill-loss" />
        </g>
      </svg>
      <svg
        viewBox={viewBox}
        preserveAspectRatio="none"
        className="col-start-1 row-start-2 size-full border-t border-slate-200 dark:border-slate-800"
      >
        <path d={verticals} className={gridStroke} vectorEffect="non-scaling-stroke" />
        <path d={geometry.rising.volume} className="fill-gain/45" />
        <path d={geometry.falling.volume} className="fill-loss/45" />
      </svg>
      <div className="relative col-start-2 row-start-1">
        {axes.prices.map(({ y, label }) => (
          <span key={label} className="absolute left-1.5 -translate-y-1/2" style={{ top: `${y}%` }}>
            {label}
          </span>
        ))}
      </div>
      <div className="relative col-start-2 row-start-2">
        {axes.volume && (
          <span className="absolute left-1.5 -translate-y-1/2" style={{ top: `${axes.volume.y}%` }}>
            {axes.volume.label}
          </span>
        )}
      </div>
      <div className="relative col-start-1 row-start-3">
        {axes.times.map(({ index, label, x }) => (
          <span key={index} className="absolute top-0.5 -translate-x-1/2" style={{ left: `${x}%` }}>
            {label}
          </span>
        ))}
      </div>
    </>
  );
});

/**
 * The chart's first paint (the poster, until lightweight-charts takes its box): daily candles with
 * volume in its own pane below, the whole range, drawn as SVG paths, with nothing to load after
 * the page (docs/decisions.md#shell). A pointer
 * over the panes (a tap, or a sideways drag on a phone, where an up-and-down swipe still scrolls the
 * page) shows a crosshair and hands the session's index to `onPoint`, null when the mouse leaves.
 */
export function CandlestickChart({
  bars,
  onPoint,
}: {
  bars: readonly DailyBar[];
  onPoint: (index: number | null) => void;
}) {
  const geometry = useMemo(() => candleGeometry(bars), [bars]);
  const axes = useMemo(() => axesOf(geometry, bars), [geometry, bars]);
  const [cross, setCross] = useState<{ index: number; y: number | null } | null>(null);

  function point(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || geometry.count === 0) return;
    const index = Math.min(
      geometry.count - 1,
      Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * geometry.count)),
    );
    const y = ((event.clientY - box.top) / (box.height * PRICE_SHARE)) * 100; // hundredths of the price pane
    setCross({ index, y: y >= 0 && y <= 100 ? y : null });
    onPoint(index);
  }
  const crossY = cross?.y ?? null;

  return (
    <div
      className="absolute inset-0 grid grid-cols-[minmax(0,1fr)_3.5rem] grid-rows-[3fr_1fr_1.25rem] overflow-hidden font-mono text-[11px] text-slate-600 tabular-nums select-none dark:text-slate-400"
      data-testid="price-chart"
      data-bars={geometry.count}
      aria-hidden="true"
    >
      <ChartPanes geometry={geometry} axes={axes} />
      <div
        className="relative col-start-1 row-span-2 row-start-1 cursor-crosshair touch-pan-y"
        onPointerDown={point}
        onPointerMove={(event) =>
          (event.pointerType === "mouse" || event.buttons > 0) && point(event)
        }
        onPointerLeave={(event) => {
          if (event.pointerType !== "mouse") return; // a finger leaves after every tap: its session stays shown
          setCross(null);
          onPoint(null);
        }}
      >
        {cross && (
          <>
            <div
              className="absolute inset-y-0 w-px bg-slate-500/60"
              style={{ left: `${((cross.index + 0.5) / geometry.count) * 100}%` }}
            />
            {cross.y !== null && (
              <div
                className="absolute inset-x-0 border-t border-dashed border-slate-500/60"
                style={{ top: `${cross.y * PRICE_SHARE}%` }}
              />
            )}
          </>
        )}
      </div>
      {crossY !== null && (
        <div className="relative col-start-2 row-start-1">
          <span
            className="absolute right-0 min-w-full -translate-y-1/2 rounded-sm bg-slate-700 px-1.5 whitespace-nowrap text-white dark:bg-slate-300 dark:text-slate-950"
            style={{ top: `${crossY}%` }}
          >
            {formatPrice(
              geometry.priceTop - (crossY / 100) * (geometry.priceTop - geometry.priceBottom),
            )}
          </span>
        </div>
      )}
    </div>
  );
}
