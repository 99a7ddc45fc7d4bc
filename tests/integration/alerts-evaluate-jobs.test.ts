import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { runEarningsAlerts } from "@/features/alerts/server/evaluate/run-earnings-alerts";
import { runScreenAlerts } from "@/features/alerts/server/evaluate/run-screen-alerts";
import { pruneAlertLog } from "@/features/alerts/server/mutations/prune-alert-log";
import { alertTriggers } from "@/features/alerts/server/schema";
import { securities } from "@/features/market/server/schema";
import { savedScreens } from "@/features/screener/server/schema";
import { insertAlert, insertWatchlist, listTriggersOf } from "./alerts-helpers";
import { createMember, insertListedSecurity } from "./chat-helpers";
import { describeEachDatabase } from "./test-databases";

const delivered: string[] = [];
const deliver = async (_db: unknown, ids: string[]) => void delivered.push(...ids);

/** docs/alerts.md#evaluation: the alerts judged by jobs rather than by quotes, and the log's age. */
describeEachDatabase("alert jobs: earnings, screens, the log's 90 days", (getHandle) => {
  const db = () => getHandle().db;
  let userId: string;
  beforeAll(async () => {
    for (const symbol of ["JEA", "JEB", "JSA", "JSB"]) await insertListedSecurity(db(), symbol);
    userId = (await createMember(db())).id;
  });
  const setPrice = (symbol: string, lastPrice: number) =>
    db().update(securities).set({ lastPrice }).where(eq(securities.symbol, symbol));

  it("fires an earnings alert once per report within its days, for a symbol and a watchlist's members", async () => {
    await db()
      .update(securities)
      .set({ nextEarningsDate: "2021-03-08" })
      .where(eq(securities.symbol, "JEA"));
    await db()
      .update(securities)
      .set({ nextEarningsDate: "2021-03-20" })
      .where(eq(securities.symbol, "JEB"));
    const one = await insertAlert(db(), {
      userId,
      symbol: "JEA",
      kind: "earnings_soon",
      params: { days: 5 },
      frequency: "daily",
    });
    const listId = await insertWatchlist(db(), userId, [{ symbol: "JEA" }, { symbol: "JEB" }]);
    const list = await insertAlert(db(), {
      userId,
      scope: "watchlist",
      symbol: null,
      watchlistId: listId,
      kind: "earnings_soon",
      params: { days: 5 },
      frequency: "daily",
    });
    // 2 March, noon in New York: 6 days before JEA's report, so not yet.
    expect(await runEarningsAlerts(db(), new Date("2021-03-02T17:00:00Z"), deliver)).toEqual({
      fired: 0,
    });
    expect(await runEarningsAlerts(db(), new Date("2021-03-03T17:00:00Z"), deliver)).toEqual({
      fired: 2,
    });
    expect(await runEarningsAlerts(db(), new Date("2021-03-04T17:00:00Z"), deliver)).toEqual({
      fired: 0,
    });
    const [trigger] = await listTriggersOf(db(), one);
    expect(trigger).toMatchObject({
      occurrence: "earnings 2021-03-08",
      message: "JEA reports earnings in 5 days, on 8 Mar 2021",
      quoteSource: "End of day",
    });
    expect((await listTriggersOf(db(), list)).map((row) => row.symbol)).toEqual(["JEA"]);
  });

  it("fires a screen alert after two checks in a row, a free plan's once after each close", async () => {
    const [screen] = await db()
      .insert(savedScreens)
      .values({
        userId,
        name: "Over 100",
        state: {
          filter: { symbols: ["JSA", "JSB"], price: { min: 100 } },
          sort: { column: "marketCap", direction: "desc" },
          pageSize: 50,
          view: "overview",
        },
      })
      .returning({ id: savedScreens.id });
    const alertId = await insertAlert(db(), {
      userId,
      scope: "screen",
      symbol: null,
      savedScreenId: screen!.id,
      kind: "screen_membership",
      params: { change: "enter" },
    });
    await setPrice("JSA", 150);
    await setPrice("JSB", 50);
    // After each day's close (16:00 New York is 21:00 UTC in March).
    const day = (date: string) => new Date(`${date}T21:30:00Z`);
    expect(await runScreenAlerts(db(), day("2021-03-01"), deliver)).toEqual({
      checked: 1,
      fired: 0,
    });
    await setPrice("JSB", 120);
    expect(await runScreenAlerts(db(), day("2021-03-02"), deliver)).toEqual({
      checked: 1,
      fired: 0,
    });
    // A second run before the next close does not count as a check on the free plan.
    expect(await runScreenAlerts(db(), new Date("2021-03-03T15:00:00Z"), deliver)).toEqual({
      checked: 0,
      fired: 0,
    });
    expect(await runScreenAlerts(db(), day("2021-03-03"), deliver)).toEqual({
      checked: 1,
      fired: 1,
    });
    const [trigger] = await listTriggersOf(db(), alertId);
    expect(trigger).toMatchObject({
      symbol: "JSB",
      message: "JSB entered your screen “Over 100”",
      price: 120,
    });
    expect(delivered).toContain(trigger!.id);
  });

  it("deletes triggers older than 90 days", async () => {
    const alertId = await insertAlert(db(), { userId, symbol: "JEA" });
    await db()
      .insert(alertTriggers)
      .values([
        {
          alertId,
          userId,
          symbol: "JEA",
          occurrence: "old",
          message: "old",
          createdAt: sql`now() - interval '91 days'`,
        },
        {
          alertId,
          userId,
          symbol: "JEA",
          occurrence: "new",
          message: "new",
          createdAt: sql`now() - interval '89 days'`,
        },
      ]);
    expect(await pruneAlertLog(db())).toMatchObject({ triggers: 1 });
    expect((await listTriggersOf(db(), alertId)).map((row) => row.occurrence)).toEqual(["new"]);
  });
});
