"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { track } from "@/lib/analytics/track";
import { useEntitlements } from "@/features/billing/use-entitlements";
import { useTRPC } from "@/lib/trpc/react";
import { nextSort } from "../next-sort";
import { presets } from "../presets";
import type { ScreenFilter } from "../screen-filter";
import type { SortColumn } from "../screen-sort-and-page";
import { screenFromSearchParams, screenToSearchParams, screenViews, type ScreenState } from "../screen-url-state";
import { ResultsTable } from "./results-table";
import { ScreenActions } from "./screen-actions";
import { ScreenPager } from "./screen-pager";
import { ScreenerFilters } from "./screener-filters";
import { buttonClass } from "@/components/ui/button-class";

const viewLabels = { overview: "Overview", performance: "Performance", technical: "Technical" } as const;

/** The screener: filters, presets, views, sorting and pages, all kept in the URL so a screen can be shared. */
export function Screener() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => screenFromSearchParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = Object.keys(state.filter).length;

  const options = useQuery(trpc.screener.options.queryOptions());
  const features = useEntitlements().data?.features ?? [];
  const technicalAllowed = features.includes("technical_filters");
  const canExport = features.includes("csv_export");
  const results = useQuery({
    ...trpc.screener.run.queryOptions({ filter: state.filter, sort: state.sort, page: state.page, pageSize: state.pageSize, preset: state.preset }, { meta: { silentErrors: true } }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    track("screener_viewed", { view: state.view, preset: state.preset ?? null });
  }, [state.view, state.preset]);

  const go = (next: ScreenState) => {
    const query = screenToSearchParams(next).toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const changeFilter = (filter: ScreenFilter, changed: string) => {
    track("screener_filter_changed", { filter: changed });
    go({ ...state, filter, page: 1 });
  };
  const choosePreset = (presetId: string | undefined) => {
    const preset = presets.find((p) => p.id === presetId);
    if (preset) track("screener_preset_selected", { preset: preset.id });
    go({ ...state, preset: preset?.id, filter: preset ? preset.filter : {}, sort: preset ? preset.sort : state.sort, page: 1 });
  };
  const sortBy = (column: SortColumn) => {
    const sort = nextSort(state.sort, column);
    track("screener_sorted", { column, direction: sort.direction });
    go({ ...state, sort, page: 1 });
  };

  const total = results.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / state.pageSize));
  const error = results.error;
  const upgrade = (error?.data as { upgrade?: unknown } | undefined)?.upgrade;

  return (
    <div className="space-y-5">
      {/* On phones the filters fold away so the results are on the first screen. */}
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls="screen-filters"
        onClick={() => setFiltersOpen(!filtersOpen)}
        className={`md:hidden ${buttonClass({ variant: "secondary", block: true })}`}
      >
        {filtersOpen ? "Hide filters" : `Filters${activeFilters ? ` (${activeFilters})` : ""}${state.preset ? ` · ${presets.find((p) => p.id === state.preset)?.name}` : ""}`}
      </button>
      <div id="screen-filters" className={filtersOpen ? "" : "hidden md:block"}>
        <ScreenerFilters filter={state.filter} preset={state.preset} options={options.data} technicalAllowed={technicalAllowed} onChange={changeFilter} onPreset={choosePreset} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Columns" className="inline-flex rounded-lg border border-slate-200 p-1 dark:border-slate-800">
          {screenViews.map((view) => (
            <button
              key={view}
              type="button"
              role="tab"
              aria-selected={state.view === view}
              onClick={() => go({ ...state, view })}
              className="rounded-md px-3 py-1 text-sm font-medium aria-selected:bg-slate-900 aria-selected:text-white dark:aria-selected:bg-white dark:aria-selected:text-slate-900"
            >
              {viewLabels[view]}
            </button>
          ))}
        </div>
        <ScreenActions state={state} canExport={canExport} onLoad={(saved) => go({ ...saved, page: 1 })} />
        <div className="flex items-center gap-3 text-sm">
          <p className="text-slate-600 dark:text-slate-400" role="status" aria-live="polite">
            {total === undefined ? "Screening…" : `${total.toLocaleString()} ${total === 1 ? "stock" : "stocks"}`}
          </p>
          {activeFilters > 0 || state.preset ? (
            <button type="button" onClick={() => go({ ...state, preset: undefined, filter: {}, page: 1 })} className="font-semibold text-brand-700 hover:underline dark:text-brand-500">
              Reset filters
            </button>
          ) : null}
        </div>
      </div>
      {error && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {error.message}{" "}
          {upgrade ? (
            <Link href="/pricing" className="font-semibold underline">
              See plans
            </Link>
          ) : null}
        </div>
      )}
      <ResultsTable
        state={state}
        rows={error ? [] : results.data?.rows}
        loading={results.isFetching}
        onSort={sortBy}
        onOpen={(symbol, position) => track("screener_result_opened", { symbol, position })}
      />
      <ScreenPager page={state.page} pages={pages} pageSize={state.pageSize} onPage={(page) => go({ ...state, page })} onPageSize={(pageSize) => go({ ...state, pageSize, page: 1 })} />
    </div>
  );
}
