import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ALERTS_CHANGED_CHANNEL } from "@/features/alerts/server/evaluate/alert-evaluation-limits";
import {
  type AlertEvaluator,
  createAlertEvaluator,
} from "@/features/alerts/server/evaluate/create-alert-evaluator";
import { alerts } from "@/features/alerts/server/schema";
import { recordMarketFeed } from "@/features/market/server/mutations/market-feed-state";
import { watchlistItems } from "@/features/watchlist/server/schema";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { insertAlert, insertWatchlist, listTriggersOf, writeTestQuotes } from "./alerts-helpers";
import { createMember, insertListedSecurity } from "./chat-helpers";
import { describeEachDatabase } from "./test-databases";

const poll = { timeout: 10_000, interval: 25 };

/** docs/alerts.md#evaluation: written quotes → the evaluator → trigger rows → delivery, exactly once. */
describeEachDatabase("alert evaluation on written quotes", (getHandle) => {
  const db = () => getHandle().db;
  let second: DatabaseHandle;
  let evaluators: AlertEvaluator[];
  const delivered: string[] = [];
  let userId: string;
  const symbols = ["EVA", "EVB", "EVC", "EVD", "EVE", "EVF", "EVG"];

  beforeAll(async () => {
    const handle = getHandle();
    // A second node: its own connections on PostgreSQL; PGlite is one process, so the same handle.
    second =
      handle.connection.kind === "postgres"
        ? createDatabase({ kind: "postgres", url: handle.connection.url, poolMax: 2 })
        : handle;
    for (const symbol of symbols) await insertListedSecurity(db(), symbol);
    await recordMarketFeed(db(), { source: "simulated", freshness: { kind: "simulated" } });
    userId = (await createMember(db())).id;
  });
  afterAll(async () => {
    for (const evaluator of evaluators ?? []) await evaluator.stop();
    if (second !== getHandle()) await second.close();
  });

  /** Starts both nodes' evaluators on the alerts as they are now. */
  async function startEvaluators(): Promise<void> {
    for (const evaluator of evaluators ?? []) await evaluator.stop();
    evaluators = [getHandle(), second].map((node) =>
      createAlertEvaluator({
        db: node.db,
        listen: node.listen,
        deliver: async (_db, ids) => void delivered.push(...ids),
      }),
    );
    for (const evaluator of evaluators) await evaluator.start();
  }

  it("writes one trigger per occurrence when two evaluators judge the same quotes, and delivers it once", async () => {
    const alertId = await insertAlert(db(), { userId, symbol: "EVA" });
    const paused = await insertAlert(db(), { userId, symbol: "EVA", status: "paused" });
    await writeTestQuotes(db(), "2021-03-02T15:00:00Z", { EVA: 99 });
    await startEvaluators();
    await writeTestQuotes(db(), "2021-03-02T15:00:01Z", { EVA: 100.4 });
    await expect.poll(async () => (await listTriggersOf(db(), alertId)).length, poll).toBe(1);
    const [trigger] = await listTriggersOf(db(), alertId);
    expect(trigger).toMatchObject({
      symbol: "EVA",
      occurrence: "2021-03-02T15:00:00.000Z",
      message: "EVA crossed above 100.00 at 100.40",
      price: 100.4,
      gapped: false,
      quoteSource: "Simulated market",
    });
    expect(trigger!.quoteAsOf?.toISOString()).toBe("2021-03-02T15:00:01.000Z");
    await expect.poll(() => delivered.filter((id) => id === trigger!.id).length, poll).toBe(1);
    // Both evaluators judged it; the insert's unique key let one row through, delivered once.
    await Promise.all(evaluators.map((one) => one.judgeNew()));
    expect(delivered.filter((id) => id === trigger!.id)).toHaveLength(1);
    expect(await listTriggersOf(db(), paused)).toEqual([]);
  });

  it("re-arms after a 0.25 % pullback, and holds a second crossing within the cooldown", async () => {
    const alertId = await insertAlert(db(), { userId, symbol: "EVB", cooldownMinutes: 10 });
    await writeTestQuotes(db(), "2021-03-02T15:00:00Z", { EVB: 99 });
    await startEvaluators();
    const steps: [string, number][] = [
      ["2021-03-02T15:01:00Z", 101], // fires
      ["2021-03-02T15:02:00Z", 99.8], // 0.2 % below: not re-armed
      ["2021-03-02T15:03:00Z", 100.5], // no fire
      ["2021-03-02T15:06:00Z", 99.7], // re-armed
      ["2021-03-02T15:07:00Z", 100.5], // a new 5-minute window, but within 10 minutes: cooldown
      ["2021-03-02T15:20:00Z", 99], // re-armed (a held firing disarmed it)
      ["2021-03-02T15:21:00Z", 101], // fires
    ];
    for (const [at, price] of steps) {
      await writeTestQuotes(db(), at, { EVB: price });
      await Promise.all(evaluators.map((one) => one.judgeNew()));
    }
    const triggers = await listTriggersOf(db(), alertId);
    expect(triggers.map((one) => one.occurrence)).toEqual([
      "2021-03-02T15:00:00.000Z",
      "2021-03-02T15:20:00.000Z",
    ]);
  });

  it("says gapped when the level was crossed overnight, and a once alert becomes done", async () => {
    const alertId = await insertAlert(db(), { userId, symbol: "EVC", frequency: "once" });
    await writeTestQuotes(db(), "2021-03-01T20:59:00Z", { EVC: 98 });
    await startEvaluators();
    await writeTestQuotes(db(), "2021-03-02T14:30:05Z", { EVC: 102 });
    await expect.poll(async () => (await listTriggersOf(db(), alertId)).length, poll).toBe(1);
    const [trigger] = await listTriggersOf(db(), alertId);
    expect(trigger).toMatchObject({
      occurrence: "once",
      gapped: true,
      message: "EVC crossed above 100.00 (gapped from 98.00 to 102.00)",
    });
    const [row] = await db().select().from(alerts).where(eq(alerts.id, alertId));
    expect(row?.status).toBe("done");
  });

  it("covers a symbol added to a watched list later, at its row's target price", async () => {
    const listId = await insertWatchlist(db(), userId, [{ symbol: "EVD", targetPrice: 50 }]);
    const alertId = await insertAlert(db(), {
      userId,
      scope: "watchlist",
      symbol: null,
      watchlistId: listId,
      kind: "watchlist_target",
      params: {},
      frequency: "daily",
    });
    await writeTestQuotes(db(), "2021-03-02T15:00:00Z", { EVD: 51, EVE: 80 });
    await startEvaluators();
    expect(evaluators[0]!.watched.list()).toContain("EVD");
    await db()
      .insert(watchlistItems)
      .values({ watchlistId: listId, symbol: "EVE", position: 1, targetPrice: 75 });
    await getHandle().notify(ALERTS_CHANGED_CHANNEL, "watchlist");
    await expect.poll(() => evaluators[0]!.watched.list().includes("EVE"), poll).toBe(true);
    await writeTestQuotes(db(), "2021-03-02T15:10:00Z", { EVD: 49, EVE: 74 });
    await expect.poll(async () => (await listTriggersOf(db(), alertId)).length, poll).toBe(2);
    const messages = (await listTriggersOf(db(), alertId)).map((one) => one.message).sort();
    expect(messages).toEqual([
      "EVD crossed its target 50.00 going down at 49.00",
      "EVE crossed its target 75.00 going down at 74.00",
    ]);
  });

  it("turns an alert that fires more than 10 times in an hour into a digest, and says so", async () => {
    // A person of their own: the free plan checks one watchlist alert, and userId has one already.
    const owner = (await createMember(db())).id;
    const listId = await insertWatchlist(
      db(),
      owner,
      symbols.map((symbol) => ({ symbol })),
    );
    const alertId = await insertAlert(db(), {
      userId: owner,
      scope: "watchlist",
      symbol: null,
      watchlistId: listId,
      params: { level: 100, direction: "above" },
    });
    const all = (price: number) => Object.fromEntries(symbols.map((symbol) => [symbol, price]));
    await writeTestQuotes(db(), "2021-03-03T15:00:00Z", all(99));
    await startEvaluators();
    await writeTestQuotes(db(), "2021-03-03T15:01:00Z", all(101)); // 7 triggers
    await Promise.all(evaluators.map((one) => one.judgeNew()));
    await writeTestQuotes(db(), "2021-03-03T15:20:00Z", all(99)); // re-armed
    await Promise.all(evaluators.map((one) => one.judgeNew()));
    await writeTestQuotes(db(), "2021-03-03T15:21:00Z", all(101)); // 7 more: the 11th turns it
    await expect.poll(async () => (await listTriggersOf(db(), alertId)).length, poll).toBe(14);
    const noted = (await listTriggersOf(db(), alertId)).filter((one) =>
      one.message.includes("digest"),
    );
    expect(noted).toHaveLength(1);
    expect(noted[0]!.message).toContain("it fired over 10 times within an hour");
    const [row] = await db().select().from(alerts).where(eq(alerts.id, alertId));
    expect(row?.digestUntil?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
