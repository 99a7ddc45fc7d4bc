"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cheapestPlan } from "@/features/billing";
import { UpgradePopover } from "@/features/billing/components";
import { track } from "@/lib/analytics/track";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { downloadFile } from "@/lib/download/download-file";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { rememberPendingSave, SAVE_MARKER } from "../pending-screen-save";
import { type ScreenState, screenToSearchParams } from "../screen-url-state";
import { LockIcon } from "./lock-icon";
import { PlanBadge } from "./plan-badge";
import { usePendingSave } from "./use-pending-save";

const exportPlan = cheapestPlan((plan) => plan.features.includes("csv_export"));

type Props = {
  state: ScreenState;
  canExport: boolean;
  /** The person's plan is still loading: export is neither offered nor locked yet. */
  planPending?: boolean;
  onLoad: (state: Omit<ScreenState, "page">) => void;
};

/**
 * Save the screen under a name (its filters, sort, view and columns), open a saved one, and export
 * it as CSV; each as the plan allows. A visitor names the screen too, then signs up and comes back
 * to find it saved (docs/product.md#screener, "Saved screens").
 */
export function ScreenActions({ state, canExport, planPending = false, onLoad }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { identity } = useAppSession();
  const registered = isRegistered(identity);
  // The saved screens are not in the server's HTML; the offline cache can restore them while this
  // part still hydrates, and a list the HTML lacks would not match it (React #418).
  const hydrated = useHydrated();
  const saved = useQuery({ ...trpc.screener.saved.queryOptions(), enabled: registered });
  const [naming, setNaming] = useState(false);
  // Set in the handler itself: `save.isPending` and the disabled button only arrive with the next
  // render, and a double click submits twice before it: the screen was saved, then the second failed.
  const saving = useRef(false);
  const save = useMutation(
    trpc.screener.save.mutationOptions({
      onSuccess: async (_data, variables) => {
        track("screener_saved", { name_length: variables.name.length });
        setNaming(false);
        showToast({
          title: "Screen saved",
          description: `“${variables.name}” is in your saved screens.`,
          tone: "info",
        });
        // Right after signing up the list's first fetch can be on its way while this save lands: a
        // refetch would join it (TanStack dedupes a query's first fetch) and show the list without
        // this screen, so that fetch is cancelled first.
        const savedList = trpc.screener.saved.queryFilter();
        await queryClient.cancelQueries(savedList);
        await queryClient.invalidateQueries(savedList);
      },
    }),
  );
  const { page: _page, ...keep } = state;
  const saveAs = (name: string) => {
    if (saving.current) return;
    saving.current = true;
    save.mutate({ name, state: keep }, { onSettled: () => void (saving.current = false) });
  };
  usePendingSave(registered, saveAs);
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (registered) return saveAs(name);
    // The screen itself travels in the way back; the name waits in this tab.
    rememberPendingSave(name);
    const back = new URLSearchParams(screenToSearchParams(state));
    back.set(SAVE_MARKER, "1");
    router.push(authPageHref("/register", `/screener?${back.toString()}`));
  }

  const button = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {hydrated && registered && saved.data && saved.data.length > 0 && (
        <select
          aria-label="Open a saved screen"
          value=""
          onChange={(e) => {
            const found = saved.data.find((s) => s.id === e.target.value);
            if (found) onLoad(found.state);
          }}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="">Saved screens…</option>
          {saved.data.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      )}
      {naming ? (
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <input
            name="name"
            aria-label="Screen name"
            placeholder="Name this screen"
            maxLength={80}
            required
            autoFocus
            className="w-44 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
          <button type="submit" disabled={save.isPending} className={button}>
            {registered ? "Save" : "Sign up to save"}
          </button>
          <button
            type="button"
            onClick={() => setNaming(false)}
            className="text-sm text-slate-600 hover:underline dark:text-slate-400"
          >
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setNaming(true)} className={button}>
          Save screen
        </button>
      )}
      {planPending ? (
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
      ) : canExport ? (
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
      ) : (
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
            <p className="font-semibold">
              CSV export comes with {exportPlan?.name ?? "a paid plan"}.
            </p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Every row of a screen, with its columns, as a spreadsheet.
            </p>
          </UpgradePopover>
          <PlanBadge name={exportPlan?.name ?? "Pro"} />
        </span>
      )}
    </div>
  );
}
