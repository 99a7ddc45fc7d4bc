/**
 * The alerts feature's components other features and pages use (docs/architecture.md#layers):
 * setting an alert where people are (a stock page and its chart, a watchlist, a saved screen, a
 * chat call), and
 * the bell.
 */
export { AlertPriceChart } from "./alert-price-chart";
export { AlertSettingsForm } from "./alert-settings-form";
export { CreateAlertButton } from "./create-alert-button";
export { NotificationBell } from "./notification-bell";
export { NotificationsList } from "./notifications-list";
export { ScreenAlertButton } from "./screen-alert-button";
export { type CallToWatch, useCallAlert } from "./use-call-alert";
export { WatchlistTargetsAlertButton } from "./watchlist-targets-alert-button";
export { WithSession } from "./with-session";
