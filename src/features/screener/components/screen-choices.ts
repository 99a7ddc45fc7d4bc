import { track } from "@/lib/analytics/track";
import { nextSort } from "../next-sort";
import { patchFilter } from "../patch-filter";
import { presets } from "../presets";
import type { SortColumn } from "../screen-sort-and-page";
import type { ChangeFilter } from "./change-filter";
import type { useScreenResults } from "./use-screen-results";

type Screen = Pick<ReturnType<typeof useScreenResults>, "state" | "go" | "prefetchChange">;

/**
 * What each of the person's choices does to the screen (docs/product.md#screener): a filter, a
 * preset, Reset and a sort each start again at page 1, and each records its event. The symbols a
 * screen is limited to stay through a preset and Reset: only their own chip screens every stock.
 */
export function screenChoices({ state, go, prefetchChange }: Screen) {
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
  return { changeFilter, choosePreset, reset, sortBy, prefetchSort };
}
