import { patchFilter } from "./patch-filter";
import type { ScreenState } from "./screen-url-state";
import { shownColumnIds } from "./view-column-ids";

/**
 * The `screener.run` input for the screen in the address, without the technical filters `locked`
 * (a plan that lacks them gets the screen without them, docs/product.md#screener). The browser
 * and the server-rendered first page build it here, so both name the same query.
 */
export function screenRunInput(state: ScreenState, locked: readonly string[]) {
  const filter = patchFilter(
    state.filter,
    Object.fromEntries(locked.map((field) => [field, undefined])),
  );
  return {
    filter,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
    preset: state.preset,
    // The month's closes cost a row about 150 bytes: asked for only while their column shows.
    ...(shownColumnIds(state).includes("month") && { sparklines: true as const }),
  };
}
