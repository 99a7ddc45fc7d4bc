"use client";

import type { DefaultListToggle } from "@/features/watchlist/components";
import { track } from "@/lib/analytics/track";
import type { SortColumn } from "../screen-sort-and-page";
import type { ScreenState } from "../screen-url-state";
import { FundamentalsAbsentNote } from "./fundamentals-absent-note";
import { PastLastPage } from "./past-last-page";
import { ResultsTable } from "./results-table";
import { ScreenPager } from "./screen-pager";
import type { RowSelection } from "./use-row-selection";
import type { useScreenResults } from "./use-screen-results";
import { viewTabId } from "./view-tabs";

/** One function for every render, so the memoised result rows need not re-render for it. */
const trackResultOpened = (symbol: string, position: number) =>
  track("screener_result_opened", { symbol, position });

type Screen = ReturnType<typeof useScreenResults>;
type Props = {
  /** Its id, which the view tabs name as what they control. */
  id: string;
  state: ScreenState;
  go: Screen["go"];
  data: Screen["data"];
  pages: number;
  /** The previous screen's rows are on show while this one's come. */
  loading: boolean;
  /** The screen failed with no rows to keep showing: the notice above says so, and no table is drawn. */
  failed: boolean;
  /** Before hydration the pager cannot be used (a choice React has not taken over would be lost). */
  inert: boolean;
  onSort: (column: SortColumn) => void;
  onSortIntent: (column: SortColumn) => void;
  onReset: () => void;
  watch: DefaultListToggle | null;
  selection: RowSelection | null;
  controls: boolean;
};

/** The view's panel: the results table, or why a page past the last is empty, and the pager under it. */
export function ResultsPanel({
  id,
  state,
  go,
  data,
  pages,
  loading,
  failed,
  inert,
  ...table
}: Props) {
  const total = data?.total;
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={viewTabId(state.view)}
      className="space-y-3 bg-white md:sticky md:top-16 dark:bg-slate-950"
    >
      {state.view === "fundamentals" && <FundamentalsAbsentNote />}
      {!failed && (
        <ResultsTable
          state={state}
          rows={data?.rows}
          loading={loading}
          emptyNotice={
            total !== undefined &&
            total > 0 &&
            state.page > pages && (
              <PastLastPage
                page={state.page}
                pages={pages}
                onLast={() => go((current) => ({ ...current, page: pages }), "replace")}
              />
            )
          }
          onOpen={trackResultOpened}
          {...table}
        />
      )}
      <ScreenPager
        inert={inert}
        page={state.page}
        pages={pages}
        pageSize={state.pageSize}
        onPage={(page) => go((current) => ({ ...current, page }), "push")}
        onPageSize={(pageSize) => go((current) => ({ ...current, pageSize, page: 1 }), "push")}
      />
    </div>
  );
}
