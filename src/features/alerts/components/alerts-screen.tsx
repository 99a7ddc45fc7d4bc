"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useAppSession } from "@/lib/session/session-context";
import { type AlertFormState, formOf, newAlertForm } from "../alert-form-state";
import type { AlertStatus } from "../alert-kinds";
import { askedAlertForm } from "../asked-alert-form";
import { useAlertEdits, useAlerts } from "../use-alerts";
import { AlertDialog } from "./alert-dialog";
import { AlertItem } from "./alert-item";
import { AlertsCsv } from "./alerts-csv";
import { VisitorAlerts } from "./visitor-alerts";

const groups: { status: AlertStatus; title: string }[] = [
  { status: "active", title: "Active" },
  { status: "paused", title: "Paused" },
  { status: "done", title: "Fired once, now done" },
];

/** /alerts: the person's alerts grouped by status, the form in a dialog, and CSV in and out. */
export function AlertsScreen() {
  const { identity } = useAppSession();
  const params = useSearchParams();
  const signedIn = identity.status === "authenticated";
  // The list restored from this device's cache (docs/behaviour.md#offline-cache) can arrive while
  // the screen hydrates, which the server's HTML lacks (React #418): it shows once hydrated, as the
  // watchlists' does. The stock page's chart reads the same list, so it is often cached.
  const hydrated = useHydrated();
  const alerts = useAlerts({ enabled: signedIn });
  const data = hydrated ? alerts.data : undefined;
  const edits = useAlertEdits();
  const [dialog, setDialog] = useState<{
    form: AlertFormState;
    editing?: string;
    source: "alerts_page" | "stock_page" | "chart" | "command_bar";
  } | null>(() => {
    const asked = askedAlertForm(params);
    // A direction or percentage comes from the search's command (or the chart, which says so); a
    // bare price from the stock page's button.
    const source =
      params.get("from") === "chart"
        ? "chart"
        : params.has("direction") || params.has("percent")
          ? "command_bar"
          : "stock_page";
    return asked ? { form: asked, source } : null;
  });
  if (!signedIn) return <VisitorAlerts />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Alerts never expire. A paused alert keeps its place in your plan.
        </p>
        <div className="flex flex-wrap gap-2">
          <AlertsCsv />
          <button
            type="button"
            className={buttonClass({ size: "sm" })}
            onClick={() => setDialog({ form: newAlertForm(), source: "alerts_page" })}
          >
            New alert
          </button>
        </div>
      </div>
      {(!hydrated || alerts.isPending) && (
        <LoadingBlock label="Loading your alerts" height="h-48" />
      )}
      {hydrated && alerts.isError && <LoadFailure what="Your alerts" query={alerts} />}
      {data?.length === 0 && (
        <EmptyState>
          No alerts yet. Set one here, from a stock page&apos;s “Create alert”, a watchlist, a saved
          screen, or type <kbd>alert AAPL &gt; 200</kbd> in the search.
        </EmptyState>
      )}
      {groups.map(({ status, title }) => {
        const inGroup = data?.filter((alert) => alert.status === status) ?? [];
        if (inGroup.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`alerts-${status}`}>
            <h2 id={`alerts-${status}`} className="text-lg font-semibold">
              {title}{" "}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({inGroup.length})
              </span>
            </h2>
            <ul className={ruledListClass}>
              {inGroup.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  onEdit={() =>
                    setDialog({ form: formOf(alert), editing: alert.id, source: "alerts_page" })
                  }
                  onPause={() => edits.pause.mutate({ id: alert.id })}
                  onResume={() => edits.resume.mutate({ id: alert.id })}
                  onDelete={() => edits.removeWithUndo(alert)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {dialog && (
        <AlertDialog
          initial={dialog.form}
          editing={dialog.editing}
          source={dialog.source}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
