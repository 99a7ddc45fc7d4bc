import type { IChartApi } from "lightweight-charts";
import { chartKeyStep } from "../chart-key-step";

/**
 * The focused chart's keys (chart-key-step.ts): ←/→ pan, +/− zoom, Home and End go to the start
 * and the end. True when the key moved the chart, so the page does not scroll too.
 */
export function panZoomByKey(chart: IChartApi | null, key: string): boolean {
  const scale = chart?.timeScale();
  const range = scale?.getVisibleLogicalRange();
  const next = range ? chartKeyStep(key, range) : null;
  if (!scale || !next) return false;
  // End jumps, as Home does: the library's animated scroll to the latest bars (scrollToRealTime)
  // sometimes stopped a few bars short on a busy machine, as the browser test saw.
  if (next === "end") scale.scrollToPosition(scale.options().rightOffset, false);
  else scale.setVisibleLogicalRange(next);
  return true;
}
