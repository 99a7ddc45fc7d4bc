import "server-only";
import { type Entitlements, getEntitlements } from "@/features/billing/server";
import { lastClosedTradingDay } from "@/features/market";
import { readSavedScreen, technicalFiltersBeyondPreset } from "@/features/screener";
import { runScreen } from "@/features/screener/server";
import type { Database } from "@/server/db/create-database";
import { listScreenAlerts, type ScreenAlert } from "../data/list-screen-alerts";
import { listScreenMemberships } from "../data/list-screen-memberships";
import { deliverTriggers } from "../deliver/deliver-triggers";
import { recordScreenChecks } from "../mutations/record-screen-checks";
import { judgeScreenChecks, type ScreenChange } from "./judge-screen-checks";
import { readPlanStanding } from "./read-plan-standing";

/** More rows than the universe has: a screen's every match. */
const ALL_MATCHES = 10_000;

/** docs/alerts.md#screen-alerts: the free plan's alerts are checked once a day, after the close. */
const due = (alert: ScreenAlert, plan: Entitlements, now: Date) =>
  plan.planId !== "free" ||
  !alert.checkedAt ||
  lastClosedTradingDay(alert.checkedAt) !== lastClosedTradingDay(now);

/**
 * The screen alerts' job (docs/alerts.md#screen-alerts): each due alert's saved screen is run with
 * the screener's own runScreen (its technical filters only with a plan that has them, as the map
 * does), compared with what the alert remembers, and recorded with its triggers in one statement;
 * the new triggers go to delivery. Pro and Premium alerts at every run, free ones after each close;
 * none beyond what the owner's plan keeps.
 */
export async function runScreenAlerts(
  db: Database,
  now = new Date(),
  deliver: (db: Database, ids: string[]) => Promise<void> = deliverTriggers,
): Promise<{ checked: number; fired: number }> {
  const plans = new Map<string, Entitlements>();
  let checked = 0;
  let fired = 0;
  const { unchecked } = await readPlanStanding(db, ["screen_membership"]);
  for (const alert of await listScreenAlerts(db)) {
    if (unchecked.has(alert.id)) continue;
    const plan = plans.get(alert.userId) ?? (await getEntitlements(db, alert.userId));
    plans.set(alert.userId, plan);
    if (!due(alert, plan, now)) continue;
    const state = readSavedScreen(alert.screenState);
    const filter = { ...state.filter };
    if (!plan.features.includes("technical_filters"))
      for (const field of technicalFiltersBeyondPreset(state.filter, state.preset))
        delete filter[field as keyof typeof filter];
    const { rows } = await runScreen(db, {
      filter,
      sort: { column: "marketCap", direction: "desc" },
      page: 1,
      pageSize: ALL_MATCHES,
    });
    const prices = new Map(rows.map((row) => [row.symbol, row.price]));
    const stored = alert.checkedAt ? await listScreenMemberships(db, alert.id) : null;
    const change = (alert.params.change ?? "either") as ScreenChange;
    const judged = judgeScreenChecks(stored, new Set(prices.keys()), change);
    const firings = judged.fired.map(({ symbol, entered }) => ({
      symbol,
      message: `${symbol} ${entered ? "entered" : "left"} your screen “${alert.screenName}”`,
      price: prices.get(symbol) ?? null,
    }));
    const ids = await recordScreenChecks(db, alert, judged.writes, firings, now);
    if (ids.length > 0) await deliver(db, ids);
    checked += 1;
    fired += ids.length;
  }
  return { checked, fired };
}
