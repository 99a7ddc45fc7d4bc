"use client";

import type {
  IChartApi,
  ISeriesApi,
  MouseEventParams,
  SeriesType,
  UTCTimestamp,
} from "lightweight-charts";
import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";
import type { ChartBar } from "../chart-bar";

/** How far ↑ and ↓ move the level picked by keyboard, in CSS pixels of the price pane (Shift: five times). */
const KEY_STEP_PX = 4;

/** What the page does with a price level picked on the chart (an alert there), and the toggle's state. */
export type PricePick = {
  /** The toolbar's toggle is on: the next click or tap on the price pane picks its level. */
  armed: boolean;
  onPick: (price: number) => void;
};

/**
 * Picking a price level on the chart (docs/alerts.md#creating-and-managing-alerts): Alt+click any
 * time, as TradingView; a click or tap while armed; by keyboard while armed, ↑ and ↓ move the
 * crosshair from the last close and Enter picks its level (Escape anywhere disarms:
 * use-price-pick.ts). Returns the chart's key handler (true when it took the key) and the level
 * the keys point at, to be announced.
 */
export function useChartPricePick(
  chart: IChartApi | null,
  kept: RefObject<Map<string, ISeriesApi<SeriesType>>>,
  bars: readonly ChartBar[],
  pick: PricePick | undefined,
) {
  const [level, setLevel] = useState<number | null>(null);

  useEffect(() => {
    if (!chart || !pick) return;
    const click = (param: MouseEventParams) => {
      const candles = kept.current.get("candles");
      if (!param.point || param.paneIndex !== 0 || !candles) return;
      if (!pick.armed && !param.sourceEvent?.altKey) return;
      const price = candles.coordinateToPrice(param.point.y);
      if (price !== null) pick.onPick(price);
    };
    chart.subscribeClick(click);
    return () => chart.unsubscribeClick(click);
  }, [chart, kept, pick]);

  // Disarmed, the keys' level is forgotten and the crosshair goes back to the pointer.
  const armed = pick?.armed ?? false;
  const [wasArmed, setWasArmed] = useState(armed);
  if (armed !== wasArmed) {
    setWasArmed(armed);
    setLevel(null);
  }
  useEffect(() => {
    if (!armed) chart?.clearCrosshairPosition();
  }, [chart, armed]);

  function onKey(event: KeyboardEvent): boolean {
    const candles = kept.current.get("candles");
    const last = bars.at(-1);
    if (!pick?.armed || !chart || !candles || !last) return false;
    const from = level ?? last.close;
    if (event.key === "Enter") pick.onPick(from);
    else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      const y = candles.priceToCoordinate(from);
      const step =
        (event.key === "ArrowUp" ? -KEY_STEP_PX : KEY_STEP_PX) * (event.shiftKey ? 5 : 1);
      const next = y === null ? null : candles.coordinateToPrice(y + step);
      if (next === null) return true;
      setLevel(next);
      chart.setCrosshairPosition(next, last.time as UTCTimestamp, candles);
    } else return false;
    return true;
  }

  return { level, onKey };
}
