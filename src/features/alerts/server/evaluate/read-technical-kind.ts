import type { AlertRule, SeenQuote, SymbolFacts } from "./evaluation-types";
import { type KindReading, money, way } from "./kind-reading";
import { liveRsi, liveSma } from "./live-technicals";

/**
 * docs/alerts.md#evaluated-kinds: the technical kinds (Pro), read against the stored technicals with the live
 * price as today's close (live-technicals.ts), and relative volume against the 3-month average.
 */
export function readTechnicalKind(
  rule: AlertRule,
  facts: SymbolFacts,
  after: SeenQuote,
): KindReading | null {
  const p = rule.params;
  switch (rule.kind) {
    case "relative_volume": {
      const multiple = Number(p.multiple);
      if (!facts.avgVolume) return null;
      const avgVolume = facts.avgVolume;
      const level = multiple * avgVolume;
      return {
        direction: "above",
        read: (quote) => ({ value: quote.volume, level }),
        says: () =>
          `traded ${multiple}× its average volume (${Math.round(after.volume).toLocaleString("en-US")} vs ${Math.round(avgVolume).toLocaleString("en-US")} a day)`,
        priceValued: false,
      };
    }
    case "sma_cross": {
      const length = Number(p.length) as 20 | 50 | 200;
      const read = (quote: SeenQuote) => {
        const level = liveSma(facts, length, quote.price);
        return level === null ? null : { value: quote.price, level };
      };
      const direction = p.direction === "below" ? "below" : "above";
      return {
        direction,
        read,
        says: (up) =>
          `crossed ${way(up)} its ${length}-day average (${money(read(after)?.level ?? 0)})`,
        priceValued: true,
      };
    }
    case "rsi_cross": {
      const level = Number(p.level);
      const read = (quote: SeenQuote) => {
        const value = liveRsi(facts, quote.price);
        return value === null ? null : { value, level };
      };
      const direction = p.direction === "below" ? "below" : "above";
      return {
        direction,
        read,
        says: (up) => `has RSI(14) crossing ${way(up)} ${level} (${read(after)?.value.toFixed(1)})`,
        priceValued: false,
      };
    }
    default:
      return null;
  }
}
