/**
 * What other features may use of market in any code: the chart settings' shape (the account
 * keeps them), the search shortcut, the debounce of what is typed, and the exchange's calendar day.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { chartSettingsSchema } from "./chart-settings-schema";
export { isSearchShortcut } from "./is-search-shortcut";
export { newYorkDate } from "./new-york-date";
export { useDebouncedValue } from "./use-debounced-value";
