import type { ScreenFilter } from "./screen-filter";

/**
 * `filter` with `patch` applied: an undefined value removes its filter, and so does an SMA filter
 * left with no position, so the URL and the server only ever see filters that narrow the screen.
 */
export function patchFilter(filter: ScreenFilter, patch: Partial<ScreenFilter>): ScreenFilter {
  const next: Record<string, unknown> = { ...filter, ...patch };
  if (next.sma && Object.values(next.sma).every((position) => position === undefined))
    delete next.sma;
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as ScreenFilter;
}
