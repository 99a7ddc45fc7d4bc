/**
 * The map's windows (docs/product.md#market-map): each colours a tile by one of the screener's
 * performance columns, on a scale that saturates at `full` percent, so a quiet day and a wild
 * year both use the whole range of colours.
 */
export const mapWindows = {
  day: { label: "Day", column: "changePct", full: 3 },
  week: { label: "Week", column: "perf1w", full: 6 },
  month: { label: "Month", column: "perf1m", full: 10 },
  year: { label: "Year", column: "perf1y", full: 30 },
} as const;

export type MapWindow = keyof typeof mapWindows;

export const mapWindowIds = Object.keys(mapWindows) as [MapWindow, ...MapWindow[]];

export const DEFAULT_MAP_WINDOW: MapWindow = "day";
