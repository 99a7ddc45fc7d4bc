import type { CrossState, SeenQuote, SymbolFacts, Watch } from "./evaluation-types";
import { type KindReading, money, way } from "./kind-reading";
import { readCallMove } from "./read-call-move";
import { readTechnicalKind } from "./read-technical-kind";

const fixed = (level: number | null) => (quote: SeenQuote) =>
  level === null ? null : { value: quote.price, level };

/**
 * docs/alerts.md#evaluated-kinds: each quote-judged kind as a crossing of a value over a level; null when
 * its inputs are missing (no previous close, no stored 52-week range, no closes for an RSI).
 * percent_move "from when it was set" measures from alert_state.base_price.
 */
export function readKind(
  { rule, target }: Watch,
  facts: SymbolFacts | undefined,
  state: CrossState,
  after: SeenQuote,
): KindReading | null {
  const p = rule.params;
  switch (rule.kind) {
    case "price_cross": {
      const level = Number(p.level);
      const direction = p.direction === "below" ? "below" : "above";
      return {
        direction,
        read: fixed(level),
        says: (up) => `crossed ${way(up)} ${money(level)}`,
        priceValued: true,
      };
    }
    case "percent_move": {
      const percent = Number(p.percent);
      const base = p.basis === "set_price" ? state.basePrice : after.previousClose;
      if (base === null || !(base > 0)) return null;
      const level = base * (1 + percent / 100);
      const from = p.basis === "set_price" ? "the price when set" : "the previous close";
      return {
        direction: percent > 0 ? "above" : "below",
        read: fixed(level),
        says: () =>
          `moved ${percent > 0 ? "+" : ""}${percent} % from ${from} ${money(base)} (${money(level)})`,
        priceValued: true,
      };
    }
    case "watchlist_target":
      return target === null
        ? null
        : {
            direction: "either",
            read: fixed(target),
            says: (up) => `crossed its target ${money(target)} going ${up ? "up" : "down"}`,
            priceValued: true,
          };
    case "new_high_low": {
      if (!facts || facts.high52w === null || facts.low52w === null) return null;
      const { high52w, low52w } = facts;
      // "either": the nearer end of the range is the one the price can cross next.
      const high =
        p.side === "high" || (p.side === "either" && after.price >= (high52w + low52w) / 2);
      const level = high ? high52w : low52w;
      return {
        direction: high ? "above" : "below",
        read: fixed(level),
        says: () => `made a new 52-week ${high ? "high" : "low"}, past ${money(level)}`,
        priceValued: true,
      };
    }
    case "call_moved":
      return readCallMove(Number(p.postedPrice), Number(p.percent), after);
    case "relative_volume":
    case "sma_cross":
    case "rsi_cross":
      return facts ? readTechnicalKind(rule, facts, after) : null;
    default:
      // earnings_soon, screen_membership and the chat room kinds are judged by jobs, not per quote.
      return null;
  }
}
