"use client";

import { useMutation } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { cheapestPlan } from "@/features/billing";
import { UpgradePopover } from "@/features/billing/components";
import { track } from "@/lib/analytics/track";
import { downloadFile } from "@/lib/download/download-file";
import { useTRPC } from "@/lib/trpc/react";
import type { ScreenState } from "../screen-url-state";
import { LockIcon } from "./lock-icon";
import { PlanBadge } from "./plan-badge";

const exportPlan = cheapestPlan((plan) => plan.features.includes("csv_export"));

type Props = {
  state: ScreenState;
  canExport: boolean;
  /** The person's plan is still loading: export is neither offered nor locked yet. */
  planPending: boolean;
};

/** "Export CSV": every row of the screen as a download where the plan allows, else its upsell. */
export function ExportCsvButton({ state, canExport, planPending }: Props) {
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.screener.exportCsv.mutationOptions({
      onSuccess: ({ csv, rows }) => {
        track("screener_exported", { rows });
        downloadFile(
          `marketdesk-screen-${new Date().toISOString().slice(0, 10)}.csv`,
          csv,
          "text/csv;charset=utf-8",
        );
      },
    }),
  );
  const button = buttonClass({ variant: "secondary", size: "sm" });

  if (planPending)
    return (
      // While the plan loads the button waits, disabled, in the room the locked one takes (its
      // lock and badge kept invisible): a paying person never meets the lock, and the row does
      // not move when most people's plan turns out not to export.
      <span className="inline-flex items-center gap-1.5">
        <button type="button" disabled aria-busy className={button}>
          Export CSV
          <span className="invisible">
            <LockIcon />
          </span>
        </button>
        <span className="invisible" aria-hidden>
          <PlanBadge name={exportPlan?.name ?? "Pro"} />
        </span>
      </span>
    );
  if (canExport)
    return (
      <button
        type="button"
        disabled={exportCsv.isPending}
        onClick={() =>
          exportCsv.mutate({ filter: state.filter, sort: state.sort, preset: state.preset })
        }
        className={button}
        title="Download every row of this screen"
      >
        {exportCsv.isPending ? "Exporting…" : "Export CSV"}
      </button>
    );
  return (
    // Locked: the one upsell, as a locked filter opens; nothing is asked of the server. Its name
    // starts with its visible text, then "locked", which the icon shows (WCAG 2.5.3, label in
    // name), as a locked filter's name holds what it shows; the plan's badge sits outside it,
    // as by a locked filter's label.
    <span className="inline-flex items-center gap-1.5">
      <UpgradePopover
        planId={exportPlan?.id ?? "pro"}
        trigger={
          <button type="button" className={button} aria-label="Export CSV, locked">
            Export CSV
            <LockIcon />
          </button>
        }
      >
        <p className="font-semibold">CSV export comes with {exportPlan?.name ?? "a paid plan"}.</p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Every row of a screen, with its columns, as a spreadsheet.
        </p>
      </UpgradePopover>
      <PlanBadge name={exportPlan?.name ?? "Pro"} />
    </span>
  );
}
