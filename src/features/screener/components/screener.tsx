"use client";

import { hashKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useDefaultListToggle } from "@/features/watchlist/components";
import { track } from "@/lib/analytics/track";
import { formatCount } from "@/lib/format/format-market-number";
import { useAppSession } from "@/lib/session/session-context";
import type { FirstScreen } from "../server/get-first-screen";
import { ResultsPanel } from "./results-panel";
import { screenChoices } from "./screen-choices";
import { ScreenFilterArea } from "./screen-filter-area";
import { ScreenNotices } from "./screen-notices";
import { ScreenToolbar } from "./screen-toolbar";
import { SelectionBar } from "./selection-bar";
import { useRowSelection } from "./use-row-selection";
import { useScreenResults } from "./use-screen-results";

const RESULTS_PANEL = "screen-results";

/**
 * The screener (docs/product.md#screener): filters, presets, views, sorting and pages, all kept in
 * the URL so a screen can be shared, and in the tab's history so Back and Forward walk through it.
 */
export function Screener({ firstScreen }: { firstScreen: FirstScreen | null }) {
  const screen = useScreenResults(firstScreen);
  const { state, go, results, data, pages, entitlementsPending, beyondPreset, locked } = screen;
  // Reset is offered while a filter or a preset narrows the screen; the chip of the symbols it is
  // limited to is neither, and stays through Reset (screen-filter-area.tsx).
  const { symbols: _symbols, ...narrowing } = state.filter;
  const narrowed = Object.keys(narrowing).length > 0 || Boolean(state.preset);
  const total = data?.total;
  const upgrade = Boolean((results.error?.data as { upgrade?: unknown } | undefined)?.upgrade);
  const failed = results.isError && !upgrade;

  useEffect(() => {
    track("screener_viewed", { view: state.view, preset: state.preset ?? null });
  }, [state.view, state.preset]);

  const { changeFilter, choosePreset, reset, sortBy, prefetchSort } = screenChoices(screen);
  // The first page's rows come with the HTML, before the controls answer: this marks when they do.
  const hydrated = useHydrated();
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
      <ScreenFilterArea
        state={state}
        counted={counted}
        technicalAllowed={screen.technicalAllowed}
        onChange={changeFilter}
        onPreset={choosePreset}
      />
      <ScreenToolbar
        state={state}
        go={go}
        panelId={RESULTS_PANEL}
        canExport={screen.features.includes("csv_export")}
        planPending={entitlementsPending}
        counted={counted}
        errored={results.isError}
        onReset={narrowed ? reset : null}
      />
      <ScreenNotices
        locked={upgrade ? beyondPreset : entitlementsPending ? [] : locked}
        ignored={data?.ignored ?? []}
        failed={failed}
        onRetry={() => void results.refetch()}
      />
      <ResultsPanel
        id={RESULTS_PANEL}
        state={state}
        go={go}
        data={data}
        pages={pages}
        loading={results.isPlaceholderData}
        failed={failed && !data}
        inert={!hydrated}
        onSort={sortBy}
        onSortIntent={prefetchSort}
        onReset={reset}
        watch={watch}
        selection={watch && selection}
        controls={signedIn}
      />
      {selected.length > 0 && <SelectionBar symbols={selected} onClear={selection.clear} />}
    </div>
  );
}
