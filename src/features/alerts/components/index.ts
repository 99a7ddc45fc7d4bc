/**
 * What other features may use of alerts' UI: setting an alert where people are (a stock page, a
 * watchlist, a saved screen, the search). Public entry (docs/architecture.md#layers).
 */
export { CreateAlertButton } from "./create-alert-button";
export { ScreenAlertButton } from "./screen-alert-button";
export { WatchlistTargetsAlertButton } from "./watchlist-targets-alert-button";
