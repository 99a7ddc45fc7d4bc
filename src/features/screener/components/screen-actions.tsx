"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { track } from "@/lib/analytics/track";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import type { ScreenState } from "../screen-url-state";
import { buttonClass } from "@/components/ui/button-class";

type Props = { state: ScreenState; canExport: boolean; onLoad: (state: Omit<ScreenState, "page">) => void };

/** Save the screen under a name, open a saved one, and export it as CSV; each as the plan allows. */
export function ScreenActions({ state, canExport, onLoad }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { identity } = useAppSession();
  const registered = isRegistered(identity);
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
        await queryClient.invalidateQueries(trpc.screener.saved.queryFilter());
      },
    }),
  );
  const exportCsv = useMutation(
    trpc.screener.exportCsv.mutationOptions({
      onSuccess: ({ csv, rows }) => {
        track("screener_exported", { rows });
        const link = document.createElement("a");
        link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
        link.download = `marketdesk-screen-${new Date().toISOString().slice(0, 10)}.csv`;
        link.click();
        URL.revokeObjectURL(link.href);
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    const { page: _page, ...keep } = state;
    save.mutate({ name, state: keep }, { onSettled: () => void (saving.current = false) });
  }

  const button = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {registered && saved.data && saved.data.length > 0 && (
        <select
          aria-label="Open a saved screen"
          value=""
          onChange={(e) => {
            const found = saved.data.find((s) => s.id === e.target.value);
            if (found) onLoad(found.state as Omit<ScreenState, "page">);
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
      {!registered ? (
        <Link href="/register" className={button}>
          Save screen
        </Link>
      ) : naming ? (
        <form onSubmit={submit} className="flex items-center gap-2">
          <input name="name" aria-label="Screen name" placeholder="Name this screen" maxLength={80} required autoFocus className="w-44 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900" />
          <button type="submit" disabled={save.isPending} className={button}>
            Save
          </button>
          <button type="button" onClick={() => setNaming(false)} className="text-sm text-slate-600 hover:underline dark:text-slate-400">
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setNaming(true)} className={button}>
          Save screen
        </button>
      )}
      <button
        type="button"
        disabled={exportCsv.isPending}
        onClick={() => exportCsv.mutate({ filter: state.filter, sort: state.sort, preset: state.preset })}
        className={button}
        title={canExport ? "Download every row of this screen" : "CSV export is part of Pro"}
      >
        {exportCsv.isPending ? "Exporting…" : "Export CSV"}
        {!canExport && <span className="ml-1.5 rounded bg-brand-100 px-1 text-[10px] font-bold text-brand-700 uppercase">Pro</span>}
      </button>
    </div>
  );
}
