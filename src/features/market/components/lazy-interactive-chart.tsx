"use client";

import { lazy } from "react";

/**
 * The interactive chart's component, fetched the first time it renders (use-chart-upgrade.ts
 * decides when): lightweight-charts stays out of the page's first load.
 */
export const LazyInteractiveChart = lazy(() =>
  import("./interactive-chart").then((module) => ({ default: module.InteractiveChart })),
);
