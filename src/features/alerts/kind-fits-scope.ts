import type { AlertKind, AlertScope } from "./alert-kinds";

/**
 * Which kinds make sense where (docs/alerts.md#creating-and-managing-alerts): a level to cross is
 * one symbol's, a target price is a watchlist row's, and entering or leaving is a saved screen's.
 * The chat kinds are one room's or one call's, kept as one symbol's alerts.
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
  symbol: new Set([
    "price_cross",
    ...perSymbol,
    "chat_volume_spike",
    "chat_sentiment_flip",
    "call_moved",
  ]),
  watchlist: new Set(["watchlist_target", ...perSymbol]),
  screen: new Set(["screen_membership"]),
};

export function kindFitsScope(kind: AlertKind, scope: AlertScope): boolean {
  return kindsOf[scope].has(kind);
}
