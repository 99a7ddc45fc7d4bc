import { ARMED } from "./evaluate-batch";
import type { AlertRule, CrossState, Watch } from "./evaluation-types";

type IndexedAlert = AlertRule & { symbol: string | null; watchlistId: string | null };
type Member = { watchlistId: string; symbol: string; targetPrice: number | null };

/** Kinds that read `security`'s stored figures (range, volume, averages, closes). */
const KINDS_WITH_FACTS = new Set(["new_high_low", "relative_volume", "sma_cross", "rsi_cross"]);

/**
 * The active alerts by the symbols they watch (docs/alerts.md#evaluator-performance): one symbol's alert
 * under it, a watchlist's under each of its members with the row's target price. Also the symbols
 * whose stored figures a kind needs. `states` is what was remembered, by "alertId symbol";
 * `memberCaps` how many of a list's first members (in the list's order) its alert watches.
 */
export function buildAlertIndex(
  alerts: readonly IndexedAlert[],
  members: readonly Member[],
  states: ReadonlyMap<string, CrossState>,
  memberCaps: ReadonlyMap<string, number> = new Map(),
) {
  const byList = new Map<string, Member[]>();
  for (const member of members) {
    const list = byList.get(member.watchlistId);
    if (list) list.push(member);
    else byList.set(member.watchlistId, [member]);
  }
  const watches = new Map<string, Watch[]>();
  const needFacts = new Set<string>();
  const add = (symbol: string, watch: Watch) => {
    const list = watches.get(symbol);
    if (list) list.push(watch);
    else watches.set(symbol, [watch]);
    if (KINDS_WITH_FACTS.has(watch.rule.kind)) needFacts.add(symbol);
  };
  for (const { symbol, watchlistId, ...rule } of alerts) {
    const state = (on: string) => states.get(`${rule.id} ${on}`) ?? ARMED;
    if (symbol) add(symbol, { rule, target: null, state: state(symbol) });
    const listed = watchlistId ? (byList.get(watchlistId) ?? []) : [];
    for (const member of listed.slice(0, memberCaps.get(rule.id) ?? listed.length))
      add(member.symbol, { rule, target: member.targetPrice, state: state(member.symbol) });
  }
  return { watches, needFacts: [...needFacts] };
}
