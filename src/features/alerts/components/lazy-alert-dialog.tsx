"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";

/**
 * The alert form's code (its fields for every kind, their schemas and the symbol search): loaded
 * when the browser is idle after the page's start, or at once when asked, so the pages that only
 * offer an alert (the screener, a stock page, a watchlist) don't run it while they start.
 */
export const loadAlertDialog = () => import("./alert-dialog").then((module) => module.AlertDialog);

export const LazyAlertDialog = dynamic(loadAlertDialog, { ssr: false });

/** Loads the form once the page is idle, so it opens at once when asked, offline too. */
export function usePreloadedAlertDialog(): void {
  useEffect(() => void whenBrowserIdle().then(loadAlertDialog), []);
}
