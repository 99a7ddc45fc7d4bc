import type { ChartBar } from "./chart-bar";

export type SeriesPoint = { time: number; value: number };
/** Which of the chart's colours a line takes (chart-colors.ts maps them to the theme's). */
export type SeriesTone = "sma" | "ema" | "band" | "vwap" | "signal" | "compare" | "neutral";

/**
 * One series the chart draws, kept by `key` while it stays (interactive-chart.tsx): candles, a
 * line, a histogram whose bars are coloured by `up`, or a shade behind the bars at `times` (the
 * extended hours); `pane` 0 is the price's.
 */
export type SeriesSpec =
  | { key: string; kind: "candles"; pane: number; bars: readonly ChartBar[] }
  | {
      key: string;
      kind: "line";
      pane: number;
      tone: SeriesTone;
      shade: number;
      title: string;
      points: SeriesPoint[];
    }
  | { key: string; kind: "histogram"; pane: number; points: (SeriesPoint & { up: boolean })[] }
  | { key: string; kind: "shade"; pane: number; times: number[] };

/** The line points of `values` aligned with `bars`, the nulls (not yet computable) left out. */
export const linePoints = (
  bars: readonly ChartBar[],
  values: readonly (number | null | undefined)[],
  scale: (value: number) => number = (value) => value,
): SeriesPoint[] =>
  bars.flatMap((bar, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ time: bar.time, value: scale(value) }];
  });
