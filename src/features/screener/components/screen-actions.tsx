"use client";

import type { ScreenState } from "../screen-url-state";
import { ExportCsvButton } from "./export-csv-button";
import { SaveScreen } from "./save-screen";
import { SavedScreenPicker } from "./saved-screen-picker";

type Props = {
  state: ScreenState;
  canExport: boolean;
  /** The person's plan is still loading: export is neither offered nor locked yet. */
  planPending?: boolean;
  onLoad: (state: Omit<ScreenState, "page">) => void;
};

/**
 * What can be done with the screen on show, each as the plan allows: open a saved one, save this
 * one under a name, export it as CSV (docs/product.md#screener, "Saved screens").
 */
export function ScreenActions({ state, canExport, planPending = false, onLoad }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SavedScreenPicker onLoad={onLoad} />
      <SaveScreen state={state} />
      <ExportCsvButton state={state} canExport={canExport} planPending={planPending} />
    </div>
  );
}
