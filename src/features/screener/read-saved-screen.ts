import { keepValidFilterFields } from "./keep-valid-filter-fields";
import { readColumnIds } from "./read-column-ids";
import { savedScreenStateSchema } from "./saved-screen-state";
import { DEFAULT_SCREEN, type ScreenState } from "./screen-url-state";

const { preset, sort, pageSize, view } = savedScreenStateSchema.shape;

/**
 * A stored screen as the screener opens it. Screens saved before a part existed (columns, before
 * the picker) or with a value since retired still open: each part that no longer reads falls back
 * to the default, and each filter is kept only if it is valid on its own, as in a URL.
 */
export function readSavedScreen(stored: unknown): Omit<ScreenState, "page"> {
  const state =
    typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    preset: preset.safeParse(state.preset).data,
    filter: keepValidFilterFields(
      typeof state.filter === "object" && state.filter !== null ? state.filter : {},
    ),
    sort: sort.safeParse(state.sort).data ?? DEFAULT_SCREEN.sort,
    pageSize: pageSize.safeParse(state.pageSize).data ?? DEFAULT_SCREEN.pageSize,
    view: view.safeParse(state.view).data ?? DEFAULT_SCREEN.view,
    columns: Array.isArray(state.columns) ? readColumnIds(state.columns) : undefined,
  };
}
