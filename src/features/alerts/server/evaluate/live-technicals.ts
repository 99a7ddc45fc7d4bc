import { lastRsi, lastSma } from "@/features/market";
import type { SymbolFacts } from "./evaluation-types";

/**
 * docs/alerts.md#evaluation: the moving average as it stands with the live price as today's close,
 * computed as the market computes its stored one (lastSma): from the stored closes when they
 * reach back far enough (the month kept for SMA 20), else the stored average through the last
 * close, which one live price moves by at most 1/50 or 1/200 of its change.
 */
export function liveSma(facts: SymbolFacts, length: 20 | 50 | 200, price: number): number | null {
  if (facts.closes.length >= length - 1)
    return lastSma([...facts.closes.slice(-(length - 1)), price], length);
  return length === 20 ? facts.sma20 : length === 50 ? facts.sma50 : facts.sma200;
}

/** RSI(14) over the stored closes with the live price last, as lastRsi computes the stored one. */
export function liveRsi(facts: SymbolFacts, price: number): number | null {
  return lastRsi([...facts.closes, price], 14);
}
