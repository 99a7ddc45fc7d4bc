import { evaluateWatch } from "./evaluate-watch";
import type { CrossState, Firing, SeenQuote, SymbolFacts, Watch } from "./evaluation-types";
import type { Majority } from "./judge-sentiment-flip";

/** Per symbol, the last quote seen and the last of the regular session (regular-hours alerts judge from it). */
export type PreviousQuotes = Map<string, { last: SeenQuote; regular: SeenQuote | null }>;
/** The active alerts by symbol, and the stored figures of the symbols their kinds need. */
export type AlertIndex = { watches: Map<string, Watch[]>; facts: Map<string, SymbolFacts> };
/** A remembered state to write; `majority` is a chat room's (chat_sentiment_flip). */
export type StateChange = {
  alertId: string;
  symbol: string;
  majority?: Majority | null;
} & CrossState;

/** The state of a watch nothing was remembered of: armed, no base price. */
export const ARMED: CrossState = { armed: true, basePrice: null };

/**
 * One batch of written quotes against the alerts indexed by symbol (docs/alerts.md#evaluation), so
 * a batch costs the alerts of its symbols, not every alert. Regular hours only unless the alert
 * takes extended hours: such an alert judges a regular quote against the last regular one, so the
 * first trade of a day is measured from the last close and a gap overnight is seen. Updates
 * `previous` and each watch's state in place; returns the firings and the states that changed.
 */
export function evaluateBatch(
  quotes: readonly SeenQuote[],
  index: AlertIndex,
  previous: PreviousQuotes,
): { firings: Firing[]; changes: StateChange[] } {
  const firings: Firing[] = [];
  const changes: StateChange[] = [];
  const firedOnce = new Set<string>();
  for (const after of quotes) {
    const seen = previous.get(after.symbol);
    const regular = after.session === "regular";
    const extended = after.session === "pre" || after.session === "post";
    for (const watch of index.watches.get(after.symbol) ?? []) {
      const { rule } = watch;
      if (!(regular || (extended && rule.extendedHours)) || firedOnce.has(rule.id)) continue;
      let state = watch.state;
      // docs/alerts.md#evaluated-kinds: a move "from when set" measures from the first price the alert sees.
      if (
        state.basePrice === null &&
        rule.kind === "percent_move" &&
        rule.params.basis === "set_price"
      )
        state = { ...state, basePrice: after.price };
      const before = rule.extendedHours ? seen?.last : seen?.regular;
      const judged = before
        ? evaluateWatch(watch, index.facts.get(after.symbol), state, before, after)
        : { state, firing: null };
      if (judged.state !== watch.state) {
        watch.state = judged.state;
        changes.push({ alertId: rule.id, symbol: after.symbol, ...judged.state });
      }
      if (!judged.firing) continue;
      firings.push(judged.firing);
      if (rule.frequency === "once") firedOnce.add(rule.id);
    }
    previous.set(after.symbol, { last: after, regular: regular ? after : (seen?.regular ?? null) });
  }
  return { firings, changes };
}
