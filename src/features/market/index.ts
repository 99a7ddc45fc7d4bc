/**
 * What other features may use of market in any code: the search shortcut.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { isSearchShortcut } from "./is-search-shortcut";
