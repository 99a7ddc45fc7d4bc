import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { AlertDraftInput } from "@/features/alerts/alert-inputs";
import { createAlertRateLimits } from "@/features/alerts/server/alert-rate-limits";
import { createAlertsRouter } from "@/features/alerts/server/alerts-router";
import { loadAlertIndex } from "@/features/alerts/server/evaluate/load-alert-index";
import { readPlanStanding } from "@/features/alerts/server/evaluate/read-plan-standing";
import { subscriptions } from "@/features/billing/server/schema";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { insertWatchlist, priceAlertDraft } from "./alerts-helpers";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { createCaller } from "./procedure-callers";
import { insertSampleSecurity } from "./procedure-sample-data";
import { describeEachDatabase } from "./test-databases";

const alertOn = (over: Partial<AlertDraftInput>): AlertDraftInput => ({
  ...priceAlertDraft,
  frequency: "every",
  ...over,
});

/**
 * docs/alerts.md#limits, "After a downgrade": a Pro subscriber's alerts beyond the free plan stay
 * listed, and the evaluator checks only what the free plan keeps, saying so in the list.
 */
describeEachDatabase("alerts after a downgrade", (getHandle) => {
  const db = () => getHandle().db;
  const factory = createCallerFactory(
    createTRPCRouter({
      alerts: createAlertsRouter({
        getAnalytics: () => ({ capture: () => undefined, shutdown: async () => undefined }),
        getRateLimits: () => createAlertRateLimits(undefined),
      }),
    }),
  );
  beforeAll(async () => {
    await insertSampleSecurity(db());
  });

  it("checks the oldest 20 symbol alerts, no technical kind, and a watchlist's first 50 symbols", async () => {
    const person = await createCaller(db(), "subscriber", "pro");
    const call = factory({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: { user: { id: person.id!, type: "authenticated" } },
    });
    const create = (alert: AlertDraftInput) =>
      call.alerts.create({ alert, source: "stock_page" }).then((made) => made.id);
    const technical = await create(
      alertOn({ kind: "rsi_cross", params: { level: 70, direction: "above" } }),
    );
    const prices: string[] = [];
    for (let n = 0; n < 20; n += 1)
      prices.push(await create(alertOn({ params: { level: 130 + n, direction: "above" } })));
    const symbols = Array.from({ length: 52 }, (_, n) => ({ symbol: `W${n}` }));
    const listId = await insertWatchlist(db(), person.id!, symbols);
    const onList = await create(
      alertOn({
        kind: "watchlist_target",
        scope: "watchlist",
        symbol: null,
        watchlistId: listId,
        params: {},
      }),
    );
    const watchedBy = async (id: string) => {
      const { watches } = await loadAlertIndex(db());
      return [...watches].filter(([, list]) => list.some((watch) => watch.rule.id === id));
    };
    expect(await watchedBy(technical)).toHaveLength(1);
    expect(await watchedBy(onList)).toHaveLength(52);

    await db()
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.userId, person.id!));

    const listed = new Map((await call.alerts.list()).map((alert) => [alert.id, alert]));
    expect(listed.get(technical)).toMatchObject({ unchecked: "technical", symbolsChecked: null });
    expect(listed.get(prices[0]!)).toMatchObject({ unchecked: null });
    expect(listed.get(prices[18]!)).toMatchObject({ unchecked: null });
    expect(listed.get(prices[19]!)).toMatchObject({ unchecked: "count" });
    expect(listed.get(onList)).toMatchObject({ unchecked: null, symbolsChecked: 50 });
    expect(await watchedBy(technical)).toEqual([]);
    expect(await watchedBy(prices[19]!)).toEqual([]);
    expect(await watchedBy(prices[18]!)).toHaveLength(1);
    // The list's first 50 symbols, in its order.
    expect((await watchedBy(onList)).map(([symbol]) => symbol).sort()).toEqual(
      symbols
        .slice(0, 50)
        .map((one) => one.symbol)
        .sort(),
    );

    // A job reading only its own kinds ranks them among all of the person's alerts of the scope.
    const { unchecked } = await readPlanStanding(db(), ["price_cross"]);
    expect(unchecked.get(prices[19]!)).toBe("count");
    expect(unchecked.has(technical)).toBe(false);

    // Deleting the technical alert makes room: the newest price alert is checked again.
    await call.alerts.delete({ id: technical });
    expect(await watchedBy(prices[19]!)).toHaveLength(1);
  });
});
