"use client";

import type { IChartApi, ISeriesApi, SeriesType } from "lightweight-charts";
import { type PointerEvent, type RefObject, useRef } from "react";
import type { ChartBar } from "../chart-bar";

/** How far a finger may move and still tap, in CSS pixels. */
const TAP_SLOP = 10;

/**
 * A tap on the chart shows that bar's crosshair and values, as the poster's did
 * (docs/product.md#stock-page-chart): lightweight-charts shows its crosshair only on a long press,
 * and a sideways drag pans. Pointer handlers for the chart's box.
 */
export function useTapCrosshair(
  chart: IChartApi | null,
  bars: readonly ChartBar[],
  kept: RefObject<Map<string, ISeriesApi<SeriesType>>>,
  onPoint: (index: number) => void,
) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!chart || event.pointerType === "mouse" || !from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP) return;
      const box = event.currentTarget.getBoundingClientRect();
      const time = chart.timeScale().coordinateToTime(event.clientX - box.left);
      const candles = kept.current.get("candles");
      const at = bars.findIndex((bar) => bar.time === time);
      if (time === null || !candles || at < 0) return;
      const price = candles.coordinateToPrice(event.clientY - box.top) ?? bars[at]!.close;
      chart.setCrosshairPosition(price, time, candles);
      onPoint(at);
    },
  };
}
