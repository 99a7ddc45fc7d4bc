import type { CrossState, Firing, SeenQuote, SymbolFacts, Watch } from "./evaluation-types";
import { judgeCrossing } from "./judge-crossing";
import { money } from "./kind-reading";
import { occurrenceOf } from "./occurrence-of";
import { readKind } from "./read-kind";

/**
 * Two quotes of one session this close are of one day: a session lasts at most 16 hours (pre-market
 * at 4:00 to after-hours at 20:00), so no day's quote is within 12 hours of another day's of it.
 */
const SAME_DAY_MS = 12 * 3_600_000;

/**
 * Judges one alert on one symbol between its previous and current quote (docs/alerts.md#evaluation):
 * the new state (armed, the base price of a move "from when set") and the firing, if any. A price
 * crossing between quotes of different sessions or days went through the level while nothing
 * traded there: it fires all the same, and its message says "gapped" with both prices.
 */
export function evaluateWatch(
  watch: Watch,
  facts: SymbolFacts | undefined,
  state: CrossState,
  before: SeenQuote,
  after: SeenQuote,
): { state: CrossState; firing: Firing | null } {
  const reading = readKind(watch, facts, state, after);
  const b = reading?.read(before);
  const a = reading?.read(after);
  if (!reading || !b || !a) return { state, firing: null };
  const judged = judgeCrossing(reading.direction, b, a, state.armed);
  const next = judged.armed === state.armed ? state : { ...state, armed: judged.armed };
  if (!judged.fired) return { state: next, firing: null };
  const gapped =
    reading.priceValued &&
    (before.session !== after.session ||
      after.asOf.getTime() - before.asOf.getTime() > SAME_DAY_MS);
  const how = gapped
    ? `(gapped from ${money(before.price)} to ${money(after.price)})`
    : `at ${money(after.price)}`;
  return {
    state: next,
    firing: {
      alertId: watch.rule.id,
      userId: watch.rule.userId,
      symbol: after.symbol,
      occurrence: occurrenceOf(watch.rule.frequency, after.asOf),
      message: `${after.symbol} ${reading.says(judged.up)} ${how}`,
      price: after.price,
      gapped,
      quoteAsOf: after.asOf,
      quoteSource: after.source,
    },
  };
}
