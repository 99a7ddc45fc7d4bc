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

/**
 * Loads the form once the page is idle, so it opens at once when asked, offline too; only when
 * `wanted`, by someone who can open it: a visitor's "Create alert" is a link to sign in, and the
 * form's schemas (zod among them) were the stock page's longest task after its start on a phone.
 */
export function usePreloadedAlertDialog(wanted: boolean): void {
  useEffect(() => {
    if (wanted) void whenBrowserIdle().then(loadAlertDialog);
  }, [wanted]);
}
