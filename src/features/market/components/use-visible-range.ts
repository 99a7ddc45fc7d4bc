"use client";

import type { IChartApi } from "lightweight-charts";
import { useEffect, useState } from "react";

/**
 * The bars in view, as "first last" logical indices, following zoom and pan: what the browser
 * tests read zoom and pan by (the chart's `data-visible`).
 */
export function useVisibleRange(chart: IChartApi | null): string {
  const [visible, setVisible] = useState("");
  useEffect(() => {
    if (!chart) return;
    const scale = chart.timeScale();
    const follow = (range: { from: number; to: number } | null) =>
      setVisible(range ? `${Math.round(range.from)} ${Math.round(range.to)}` : "");
    scale.subscribeVisibleLogicalRangeChange(follow);
    return () => scale.unsubscribeVisibleLogicalRangeChange(follow);
  }, [chart]);
  return visible;
}
