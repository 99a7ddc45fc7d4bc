/**
 * What other features may use of market in any code: the chart settings' shape (the account
 * keeps them), the search shortcut, and the debounce of what is typed.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { chartSettingsSchema } from "./chart-settings-schema";
export { isSearchShortcut } from "./is-search-shortcut";
export { useDebouncedValue } from "./use-debounced-value";
