"use client";

import { showToast } from "@/lib/toast/toast-store";
import type { AlertFormState } from "../alert-form-state";
import { LazyAlertDialog } from "./lazy-alert-dialog";

/**
 * The form for a new alert opened away from /alerts (the stock page's button, its chart, a
 * watchlist row): once saved, a toast says so and links to the list.
 */
export function NewAlertDialog({
  initial,
  source,
  onClose,
}: {
  initial: AlertFormState;
  source: "stock_page" | "chart" | "watchlist";
  onClose: () => void;
}) {
  return (
    <LazyAlertDialog
      initial={initial}
      source={source}
      onClose={onClose}
      onSaved={() =>
        showToast({
          title: "Alert set",
          description: `You will hear when ${initial.symbol} gets there.`,
          tone: "info",
          action: { label: "See your alerts", href: "/alerts" },
        })
      }
    />
  );
}
