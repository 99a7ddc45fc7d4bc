/**
 * The columns of an alerts CSV, as exported and imported (docs/alerts.md#creating-and-managing-alerts):
 * `target` is the symbol, or the watchlist's or saved screen's name; `settings` the kind's settings
 * as JSON; `channels` separated by spaces.
 */
export const alertCsvColumns = [
  "kind",
  "scope",
  "target",
  "settings",
  "frequency",
  "cooldown_minutes",
  "channels",
  "extended_hours",
  "note",
  "status",
] as const;

/** The most an import reads: 200 KB and 2,000 alerts, above any plan's room. */
export const MAX_ALERT_CSV_CHARS = 200_000;
export const MAX_ALERT_CSV_ROWS = 2_000;
