"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { PriceChart, useLiveQuote } from "@/features/market/components";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { useAppSession } from "@/lib/session/session-context";
import { alertAskHref } from "../alert-ask-href";
import { type AlertFormState, newAlertForm } from "../alert-form-state";
import { chartAlertLevel } from "../chart-alert-level";
import { useAlerts } from "../use-alerts";
import { usePreloadedAlertDialog } from "./lazy-alert-dialog";
import { NewAlertDialog } from "./new-alert-dialog";

/**
 * The stock page's chart with alerts on it (docs/alerts.md#creating-and-managing-alerts): a price
 * level picked on it (Alt+click, or the "Set alert on chart" toggle and a click or tap) opens the
 * form at that level, crossing up from below the last price or down from above it; a visitor
 * logs in or continues as a guest first and comes back to the same form, as from "Create alert".
 * The person's active price alerts on the symbol that the plan checks are drawn across it.
 */
export function AlertPriceChart({ symbol, price }: { symbol: string; price: number | null }) {
  const { identity } = useAppSession();
  const signedIn = identity.status === "authenticated";
  const router = useRouter();
  const { quote } = useLiveQuote(symbol);
  const alerts = useAlerts({ enabled: signedIn });
  const [asked, setAsked] = useState<AlertFormState | null>(null);
  usePreloadedAlertDialog(signedIn);
  const last = quote?.price ?? price;

  const onPick = useCallback(
    (clicked: number) => {
      const { level, direction } = chartAlertLevel(clicked, last);
      if (signedIn) setAsked(newAlertForm(symbol, level, direction));
      else router.push(authPageHref("/login", alertAskHref(symbol, level, { direction })));
    },
    [last, signedIn, symbol, router],
  );
  const levels = useMemo(
    () =>
      (alerts.data ?? [])
        .filter(
          (alert) =>
            alert.status === "active" &&
            // An alert the plan no longer checks is not drawn as if it would fire (docs/alerts.md#limits).
            !alert.unchecked &&
            alert.kind === "price_cross" &&
            alert.symbol === symbol,
        )
        .map((alert) => Number(alert.params.level)),
    [alerts.data, symbol],
  );
  const levelPick = useMemo(() => ({ onPick, levels }), [onPick, levels]);

  return (
    <>
      <PriceChart symbol={symbol} levelPick={levelPick} />
      {asked && <NewAlertDialog initial={asked} source="chart" onClose={() => setAsked(null)} />}
    </>
  );
}
