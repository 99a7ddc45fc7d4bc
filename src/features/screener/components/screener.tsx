"use client";

import { hashKey, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useDefaultListToggle } from "@/features/watchlist/components";
import { track } from "@/lib/analytics/track";
import { formatCount } from "@/lib/format/format-market-number";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { describeActiveFilters } from "../describe-active-filters";
import { nextSort } from "../next-sort";
import { patchFilter } from "../patch-filter";
import { presets } from "../presets";
import type { SortColumn } from "../screen-sort-and-page";
import { DEFAULT_SCREEN } from "../screen-url-state";
import type { FirstScreen } from "../server/get-first-screen";
import type { ChangeFilter } from "./change-filter";
import { ColumnPicker } from "./column-picker";
import { FiltersSheet } from "./filters-sheet";
import { FiltersSummary } from "./filters-summary";
import { PastLastPage } from "./past-last-page";
import { ResultsTable } from "./results-table";
import { ScreenActions } from "./screen-actions";
import { ScreenNotices } from "./screen-notices";
import { ScreenPager } from "./screen-pager";
import { ScreenerFilters } from "./screener-filters";
import { SelectionBar } from "./selection-bar";
import { SymbolsChip } from "./symbols-chip";
import { useRowSelection } from "./use-row-selection";
import { useScreenResults } from "./use-screen-results";
import { ViewTabs, viewTabId } from "./view-tabs";

const RESULTS_PANEL = "screen-results";
/** One function for every render, so the memoised result rows need not re-render for it. */
const trackResultOpened = (symbol: string, position: number) =>
  track("screener_result_opened", { symbol, position });

/**
 * The screener (docs/product.md#screener): filters, presets, views, sorting and pages, all kept in
 * the URL so a screen can be shared, and in the tab's history so Back and Forward walk through it.
 */
export function Screener({ firstScreen }: { firstScreen: FirstScreen | null }) {
  const trpc = useTRPC();
  const {
    state,
    go,
    prefetchChange,
    results,
    data,
    pages,
    features,
    entitlementsPending,
    beyondPreset,
    locked,
    technicalAllowed,
  } = useScreenResults(firstScreen);
  // The symbols a screen is limited to have their own chip, outside the filters' count and Reset:
  // presets and Reset work within a list, and only the chip screens every stock again.
  const { symbols, ...narrowing } = state.filter;
  const activeFilters = Object.keys(narrowing).length;
  const options = useQuery(trpc.screener.options.queryOptions());
  // Folded from `md` on, so the results start high (docs/product.md#screener); the sheet serves phones.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const total = data?.total;
  const upgrade = Boolean((results.error?.data as { upgrade?: unknown } | undefined)?.upgrade);
  const failed = results.isError && !upgrade;

  useEffect(() => {
    track("screener_viewed", { view: state.view, preset: state.preset ?? null });
  }, [state.view, state.preset]);

  const changeFilter: ChangeFilter = (patch, changed, mode) => {
    const moved = go(
      (current) => ({ ...current, filter: patchFilter(current.filter, patch), page: 1 }),
      mode,
    );
    if (moved) track("screener_filter_changed", { filter: changed });
    return moved;
  };
  const choosePreset = (presetId: string | undefined) => {
    const preset = presets.find((p) => p.id === presetId);
    if (preset) track("screener_preset_selected", { preset: preset.id });
    go(
      (current) => ({
        ...current,
        preset: preset?.id,
        filter: patchFilter(preset ? preset.filter : {}, { symbols: current.filter.symbols }),
        sort: preset ? preset.sort : current.sort,
        page: 1,
      }),
      "push",
    );
  };
  const reset = () =>
    go(
      (current) => ({
        ...current,
        preset: undefined,
        filter: patchFilter({}, { symbols: current.filter.symbols }),
        page: 1,
      }),
      "push",
    );
  const sortBy = (column: SortColumn) => {
    const sort = nextSort(state.sort, column);
    track("screener_sorted", { column, direction: sort.direction });
    go((current) => ({ ...current, sort, page: 1 }), "push");
  };
  const prefetchSort = (column: SortColumn) =>
    prefetchChange((current) => ({ ...current, sort: nextSort(current.sort, column), page: 1 }));

  // The first page's rows come with the HTML, before the fields answer: this marks when they do.
  // Until then the fields are inert: a choice made in a field React has not yet taken over would
  // show in the field but never reach the screen (React does not replay it), so none can be made.
  const hydrated = useHydrated();
  // The choices are not in the server's HTML; this device's cache can restore them while this part
  // of the page still hydrates, and choices the HTML lacks would not match it (React #418).
  const filters = (
    <ScreenerFilters
      filter={state.filter}
      preset={state.preset}
      options={hydrated ? options.data : undefined}
      technicalAllowed={technicalAllowed}
      onChange={changeFilter}
      onPreset={choosePreset}
    />
  );
  const counted =
    total === undefined ? undefined : `${formatCount(total)} ${total === 1 ? "stock" : "stocks"}`;

  // Ticking rows is for people with a session, as the star is; the selection belongs to the rows
  // of this filter, sort and page, and empties when any of them changes.
  const watch = useDefaultListToggle();
  const signedIn = useAppSession().identity.status === "authenticated";
  const selection = useRowSelection(
    hashKey([state.preset, state.filter, state.sort, state.page, state.pageSize]),
  );
  const selected = watch
    ? (data?.rows ?? []).flatMap((row) => (selection.selected.has(row.symbol) ? [row.symbol] : []))
    : [];

  return (
    // At least the window's height from `md`, so the results below can stick under the site header
    // while the page scrolls on (the page keeps the footer below the window meanwhile).
    <div className="space-y-2 md:min-h-dvh" data-hydrated={hydrated || undefined}>
      {symbols && (
        <SymbolsChip
          symbols={symbols}
          onClear={() => changeFilter({ symbols: undefined }, "symbols", "push")}
        />
      )}
      <FiltersSheet active={activeFilters} showLabel={counted ? `Show ${counted}` : "Show results"}>
        {filters}
      </FiltersSheet>
      <FiltersSummary
        chips={describeActiveFilters(narrowing, state.preset)}
        active={activeFilters}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
      />
      <div
        id="screen-filters"
        className={filtersOpen ? "hidden md:block" : "hidden"}
        inert={!hydrated}
      >
        {filters}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {/* A view is a column set: choosing one drops a picked set (docs/product.md#screener). */}
          <ViewTabs
            view={state.view}
            panelId={RESULTS_PANEL}
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
          canExport={features.includes("csv_export")}
          planPending={entitlementsPending}
          onLoad={(saved) => go(() => ({ ...DEFAULT_SCREEN, ...saved, page: 1 }), "push")}
        />
        <div className="flex items-center gap-3 text-sm">
          <p className="text-slate-600 dark:text-slate-400" role="status" aria-live="polite">
            {counted ?? (results.isError ? "No results" : "Screening…")}
          </p>
          {activeFilters > 0 || state.preset ? (
            <button
              type="button"
              onClick={reset}
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              Reset filters
            </button>
          ) : null}
        </div>
      </div>
      <ScreenNotices
        locked={upgrade ? beyondPreset : entitlementsPending ? [] : locked}
        ignored={data?.ignored ?? []}
        failed={failed}
        onRetry={() => void results.refetch()}
      />
      <div
        role="tabpanel"
        id={RESULTS_PANEL}
        aria-labelledby={viewTabId(state.view)}
        className="space-y-3 bg-white md:sticky md:top-16 dark:bg-slate-950"
      >
        {!(failed && !data) && (
          <ResultsTable
            state={state}
            rows={data?.rows}
            loading={results.isPlaceholderData}
            onSort={sortBy}
            onSortIntent={prefetchSort}
            onReset={reset}
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
            watch={watch}
            selection={watch && selection}
            controls={signedIn}
          />
        )}
        <ScreenPager
          inert={!hydrated}
          page={state.page}
          pages={pages}
          pageSize={state.pageSize}
          onPage={(page) => go((current) => ({ ...current, page }), "push")}
          onPageSize={(pageSize) => go((current) => ({ ...current, pageSize, page: 1 }), "push")}
        />
      </div>
      {selected.length > 0 && <SelectionBar symbols={selected} onClear={selection.clear} />}
    </div>
  );
}
