/**
 * What other features may use of analytics' UI: the figures table the affiliate dashboard shares.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { AnalyticsTable } from "./analytics-table";
