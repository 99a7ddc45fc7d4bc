import "server-only";
import type { AlertRow } from "./data/list-alerts";
import type { AlertTargets } from "./read-alert-targets";

/**
 * Alerts with what they watch in words: the symbol, or the watchlist's or saved screen's name
 * ("A deleted watchlist" while a list waits in the bin for its undo).
 */
export function nameAlertTargets(rows: readonly AlertRow[], targets: AlertTargets) {
  const names = new Map(
    [...targets.watchlists, ...targets.screens].map((target) => [target.id, target.name]),
  );
  return rows.map((row) => ({
    ...row,
    targetName:
      row.scope === "symbol"
        ? (row.symbol ?? "")
        : (names.get(row.watchlistId ?? row.savedScreenId ?? "") ??
          (row.scope === "watchlist" ? "A deleted watchlist" : "A deleted saved screen")),
  }));
}

export type NamedAlert = ReturnType<typeof nameAlertTargets>[number];
