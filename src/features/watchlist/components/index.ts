/**
 * What other features may use of watchlists' UI: the watch toggle and the hooks that read and edit lists.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { type DefaultListToggle, useDefaultListToggle } from "../use-default-list-toggle";
export { useItemEdits } from "../use-item-edits";
export { useWatchlist, useWatchlists } from "../use-watchlists";
export { MonthSparkline } from "./month-sparkline";
export { WatchToggleButton } from "./watch-toggle-button";
