"use client";

import { DEFAULT_SCREEN, type ScreenState } from "../screen-url-state";
import { ColumnPicker } from "./column-picker";
import { ScreenActions } from "./screen-actions";
import type { useScreenResults } from "./use-screen-results";
import { ViewTabs } from "./view-tabs";

type Props = {
  state: ScreenState;
  go: ReturnType<typeof useScreenResults>["go"];
  /** The id of the results the view tabs control. */
  panelId: string;
  canExport: boolean;
  planPending: boolean;
  /** "1,234 stocks", once the screen has answered. */
  counted: string | undefined;
  /** The screen's request failed, a plan's refusal included: nothing to count. */
  errored: boolean;
  /** Offered while a filter or a preset narrows the screen. */
  onReset: (() => void) | null;
};

/** The row above the results: views and columns, the screen's actions, how many stocks it found, and Reset. */
export function ScreenToolbar({
  state,
  go,
  panelId,
  canExport,
  planPending,
  counted,
  errored,
  onReset,
}: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex max-w-full flex-wrap items-center gap-2">
        {/* A view is a column set: choosing one drops a picked set (docs/product.md#screener). */}
        <ViewTabs
          view={state.view}
          panelId={panelId}
          onView={(view) => go((current) => ({ ...current, view, columns: undefined }), "push")}
        />
        <ColumnPicker
          view={state.view}
          columns={state.columns}
          onChange={(update) =>
            go((current) => ({ ...current, columns: update(current.columns) }), "push")
          }
        />
      </div>
      <ScreenActions
        state={state}
        canExport={canExport}
        planPending={planPending}
        onLoad={(saved) => go(() => ({ ...DEFAULT_SCREEN, ...saved, page: 1 }), "push")}
      />
      <div className="flex items-center gap-3 text-sm">
        <p className="text-slate-600 dark:text-slate-400" role="status" aria-live="polite">
          {counted ?? (errored ? "No results" : "Screening…")}
        </p>
        {onReset ? (
          <button
            type="button"
            onClick={onReset}
            className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
          >
            Reset filters
          </button>
        ) : null}
      </div>
    </div>
  );
}
