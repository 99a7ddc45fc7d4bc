import type { AlertKind, AlertScope } from "./alert-kinds";

/**
 * Which kinds make sense where (docs/alerts.md#creating-and-managing-alerts): a level to cross is
 * one symbol's, a target price is a watchlist row's, and entering or leaving is a saved screen's.
 */
const perSymbol: AlertKind[] = [
  "percent_move",
  "new_high_low",
  "relative_volume",
  "sma_cross",
  "rsi_cross",
  "earnings_soon",
];
const kindsOf: Record<AlertScope, ReadonlySet<AlertKind>> = {
  symbol: new Set(["price_cross", ...perSymbol]),
  watchlist: new Set(["watchlist_target", ...perSymbol]),
  screen: new Set(["screen_membership"]),
};

export function kindFitsScope(kind: AlertKind, scope: AlertScope): boolean {
  return kindsOf[scope].has(kind);
}
