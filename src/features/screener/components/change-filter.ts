import type { ScreenFilter } from "../screen-filter";
import type { HistoryMode } from "./use-screen-navigation";

/** Merges `patch` into the screen's filter; returns whether the screen changed. */
export type ChangeFilter = (
  patch: Partial<ScreenFilter>,
  changed: string,
  mode: HistoryMode,
) => boolean;
