"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useTRPC } from "@/lib/trpc/react";
import { describeActiveFilters } from "../describe-active-filters";
import type { ScreenState } from "../screen-url-state";
import type { ChangeFilter } from "./change-filter";
import { FiltersSheet } from "./filters-sheet";
import { FiltersSummary } from "./filters-summary";
import { ScreenerFilters } from "./screener-filters";
import { SymbolsChip } from "./symbols-chip";

type Props = {
  state: ScreenState;
  /** "1,234 stocks", once the screen has answered: the phone's sheet offers to show them. */
  counted: string | undefined;
  technicalAllowed: boolean;
  onChange: ChangeFilter;
  onPreset: (presetId: string | undefined) => void;
};

/**
 * The screen's filters: the chip of the symbols it is limited to, then the filters themselves, in
 * a sheet on a phone and folded under a summary of them from `md` on (docs/product.md#screener).
 */
export function ScreenFilterArea({ state, counted, technicalAllowed, onChange, onPreset }: Props) {
  const trpc = useTRPC();
  // The symbols a screen is limited to have their own chip, outside the filters' count and Reset:
  // presets and Reset work within a list, and only the chip screens every stock again.
  const { symbols, ...narrowing } = state.filter;
  const activeFilters = Object.keys(narrowing).length;
  const options = useQuery(trpc.screener.options.queryOptions());
  // Folded from `md` on, so the results start high (docs/product.md#screener); the sheet serves phones.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Until hydrated the fields are inert: a choice made in a field React has not yet taken over would
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
      onChange={onChange}
      onPreset={onPreset}
    />
  );
  return (
    <>
      {symbols && (
        <SymbolsChip
          symbols={symbols}
          onClear={() => onChange({ symbols: undefined }, "symbols", "push")}
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
    </>
  );
}
