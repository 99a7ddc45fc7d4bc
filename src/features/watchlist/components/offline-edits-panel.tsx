"use client";

import { useSyncExternalStore } from "react";
import { buttonClass } from "@/components/ui/button-class";
import {
  clearOfflineEdits,
  getOfflineEdits,
  type OfflineEditOutcome,
  subscribeToOfflineEdits,
} from "../offline-edit-outcomes";

const noEdits: OfflineEditOutcome[] = [];

const STATUS: Record<
  OfflineEditOutcome["status"],
  { mark: string; words: string; className: string }
> = {
  waiting: {
    mark: "…",
    words: "waiting for the connection",
    className: "text-slate-700 dark:text-slate-300",
  },
  saved: { mark: "✓", words: "saved", className: "text-emerald-800 dark:text-emerald-300" },
  refused: { mark: "✕", words: "not saved", className: "text-red-700 dark:text-red-300" },
};

/**
 * The edits made while the server could not be reached and what became of each
 * (docs/behaviour.md#offline-edits): nothing made offline disappears without a word. Shown until
 * the person dismisses the answered ones.
 */
export function OfflineEditsPanel() {
  const edits = useSyncExternalStore(subscribeToOfflineEdits, getOfflineEdits, () => noEdits);
  if (edits.length === 0) return null;
  const waiting = edits.filter((edit) => edit.status === "waiting").length;
  return (
    <section
      aria-labelledby="offline-edits-title"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offline-edits-title" className="font-semibold text-amber-950 dark:text-amber-100">
          {waiting > 0
            ? `${waiting} ${waiting === 1 ? "edit" : "edits"} made offline, sent when the connection returns`
            : "Edits made offline"}
        </h2>
        {waiting < edits.length && (
          <button
            type="button"
            onClick={() => clearOfflineEdits("settled")}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Dismiss
          </button>
        )}
      </div>
      <ul aria-live="polite" className="space-y-1">
        {edits.map((edit) => {
          const status = STATUS[edit.status];
          return (
            <li key={edit.id} className={status.className}>
              <span aria-hidden="true" className="inline-block w-4">
                {status.mark}
              </span>
              {edit.label}: {status.words}
              {edit.reason && ` — ${edit.reason}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
