import "server-only";
import { findCalls } from "@/features/chat/server";
import type { Database } from "@/server/db/create-database";
import { listAlertStates } from "../data/list-alert-states";
import { listEvaluatedAlerts } from "../data/list-evaluated-alerts";
import { listSymbolFacts } from "../data/list-symbol-facts";
import { listWatchlistMembers } from "../data/list-watchlist-members";
import { buildAlertIndex } from "./build-alert-index";
import type { AlertIndex } from "./evaluate-batch";
import type { CrossState } from "./evaluation-types";
import { readPlanStanding } from "./read-plan-standing";

/**
 * Reads the active alerts the owners' plans keep, their watchlists' members as they are now, the
 * stored figures their kinds need and what was remembered of them (docs/alerts.md#evaluator-performance):
 * the evaluator's index. A call alert carries its call's price when posted, read from the chat
 * now; a call whose message was deleted or hidden since is not judged (docs/alerts.md#chat-alerts).
 */
export async function loadAlertIndex(db: Database): Promise<AlertIndex> {
  const { unchecked, memberCaps } = await readPlanStanding(db);
  const listed = (await listEvaluatedAlerts(db)).filter((alert) => !unchecked.has(alert.id));
  const callIds = listed.flatMap((one) =>
    one.kind === "call_moved" ? [Number(one.params.messageId)] : [],
  );
  const calls = new Map(
    (await findCalls(db, callIds)).map((call) => [`${call.messageId} ${call.symbol}`, call]),
  );
  const alerts = listed.flatMap((one) => {
    if (one.kind !== "call_moved") return [one];
    const call = calls.get(`${String(one.params.messageId)} ${one.symbol}`);
    // Only the author's own call: set so, and a message never changes author.
    return call && call.authorId === one.userId
      ? [{ ...one, params: { ...one.params, postedPrice: call.postedPrice } }]
      : [];
  });
  const listIds = [...new Set(alerts.flatMap((one) => (one.watchlistId ? [one.watchlistId] : [])))];
  const states = new Map<string, CrossState>();
  for (const row of await listAlertStates(db))
    states.set(`${row.alertId} ${row.symbol}`, { armed: row.armed, basePrice: row.basePrice });
  const members = await listWatchlistMembers(db, listIds);
  const { watches, needFacts } = buildAlertIndex(alerts, members, states, memberCaps);
  return { watches, facts: await listSymbolFacts(db, needFacts) };
}
