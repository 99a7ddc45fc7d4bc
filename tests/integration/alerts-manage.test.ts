import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { createAlertRateLimits } from "@/features/alerts/server/alert-rate-limits";
import { createAlertsRouter } from "@/features/alerts/server/alerts-router";
import { exportAlerts } from "@/features/alerts/server/data/export-alerts";
import { deleteAccountRow } from "@/features/auth/server";
import { ensureGuestRow, mergeGuestIntoAccount } from "@/features/auth/server/mutations";
import { screenerRouter } from "@/features/screener/server/router";
import { watchlistRouter } from "@/features/watchlist/server/router";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { guestRowMovers } from "@/server/api/guest-row-movers";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import {
  alertDeliveries,
  alertStates,
  alerts,
  alertTriggers,
  notifications,
  pushSubscriptions,
  webhookEndpoints,
} from "@/server/db/schema";
import { priceAlertDraft } from "./alerts-helpers";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { type CallerKind, createCaller } from "./procedure-callers";
import { insertSampleSecurity } from "./procedure-sample-data";
import { describeEachDatabase } from "./test-databases";

const csvOf = (rows: number, channels = "in_app") =>
  [
    "kind,scope,target,settings,channels",
    ...Array.from(
      { length: rows },
      (_, at) =>
        `price_cross,symbol,MDSK,"{""level"":${100 + at},""direction"":""above""}",${channels}`,
    ),
  ].join("\n");

/** The refusal a call ends in: its code, message and the plan `data.upgrade` would name. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a refusal, got ${String(error)}`);
  const cause = error.cause as { planId?: string } | undefined;
  return { code: error.code, message: error.message, upgrade: cause?.planId ?? null };
}

describeEachDatabase(
  "managing alerts (docs/alerts.md#creating-and-managing-alerts)",
  (getHandle) => {
    const db = () => getHandle().db;
    const captured: { event: string; properties: Record<string, unknown> }[] = [];
    const analytics: ServerAnalytics = {
      capture: (event, _id, properties) => void captured.push({ event, properties }),
      shutdown: async () => undefined,
    };
    let rateLimits = createAlertRateLimits(undefined);
    const router = createTRPCRouter({
      alerts: createAlertsRouter({
        getAnalytics: () => analytics,
        getRateLimits: () => rateLimits,
      }),
      watchlist: watchlistRouter,
      screener: screenerRouter,
    });
    const factory = createCallerFactory(router);
    const as = (user: { id: string; type: "guest" | "authenticated" }) =>
      factory({
        db: db(),
        log: pino({ level: "silent" }),
        requestId: "t",
        headers: new Headers(requestHeaders(uniqueIp())),
        session: { user },
      });
    async function person(kind: CallerKind, plan?: "pro" | "premium") {
      const caller = await createCaller(db(), kind, plan);
      const user = {
        id: caller.id!,
        type:
          kind === "freshGuest" || kind === "guest"
            ? ("guest" as const)
            : ("authenticated" as const),
      };
      return { ...user, call: as(user) };
    }

    beforeAll(async () => {
      await insertSampleSecurity(db());
    });
    beforeEach(() => {
      rateLimits = createAlertRateLimits(undefined);
      captured.length = 0;
    });

    it("a guest keeps 3 symbol alerts in the app; the 4th names the free account", async () => {
      const guest = await person("freshGuest");
      for (let n = 0; n < 3; n += 1)
        await guest.call.alerts.create({ alert: priceAlertDraft, source: "stock_page" });
      expect(
        await refusal(guest.call.alerts.create({ alert: priceAlertDraft, source: "stock_page" })),
      ).toEqual({
        code: "FORBIDDEN",
        message:
          "As a guest you can keep 3 symbol alerts. Delete one, or create a free account for 20 symbol alerts.",
        upgrade: "free",
      });
      const other = await person("freshGuest");
      expect(
        await refusal(
          other.call.alerts.create({
            alert: { ...priceAlertDraft, channels: ["in_app", "mail"] },
            source: "alerts_page",
          }),
        ),
      ).toMatchObject({ code: "FORBIDDEN", upgrade: "free" });
      expect(await other.call.alerts.list()).toEqual([]);
    });

    it("holds each plan's symbol alerts at their boundary, naming the plan that lifts it", async () => {
      const free = await person("registered");
      expect(await free.call.alerts.importCsv({ csv: csvOf(20, "in_app mail push") })).toEqual({
        imported: 20,
      });
      expect(
        await refusal(free.call.alerts.create({ alert: priceAlertDraft, source: "alerts_page" })),
      ).toEqual({
        code: "FORBIDDEN",
        message:
          "Your plan keeps 20 symbol alerts. Delete one, or upgrade to Pro for 300 symbol alerts.",
        upgrade: "pro",
      });
      const pro = await person("subscriber", "pro");
      await pro.call.alerts.importCsv({ csv: csvOf(299) });
      await pro.call.alerts.create({ alert: priceAlertDraft, source: "alerts_page" });
      expect(await refusal(pro.call.alerts.importCsv({ csv: csvOf(1) }))).toMatchObject({
        code: "FORBIDDEN",
        upgrade: "premium",
      });
      const premium = await person("subscriber", "premium");
      await premium.call.alerts.importCsv({ csv: csvOf(1_000) });
      expect(
        await refusal(
          premium.call.alerts.create({ alert: priceAlertDraft, source: "alerts_page" }),
        ),
      ).toEqual({
        code: "FORBIDDEN",
        message: "Your plan keeps 1000 symbol alerts. Delete one.",
        upgrade: null,
      });
      expect((await premium.call.alerts.list()).length).toBe(1_000);
    }, 60_000);

    it("gives free one watchlist and one screen alert, technical kinds and webhooks from Pro", async () => {
      const free = await person("registered");
      const list = await free.call.watchlist.create({ name: "Core" });
      await free.call.watchlist.addSymbols({ id: list.id, symbols: ["MDSK"] });
      const screen = await free.call.screener.save({
        name: "Big tech",
        state: {
          filter: { sectors: ["Technology"] },
          sort: { column: "marketCap", direction: "desc" },
          pageSize: 50,
          view: "overview",
        },
      });
      expect(
        await free.call.alerts.createForWatchlistTargets({
          watchlistId: list.id,
          channels: ["in_app"],
        }),
      ).toMatchObject({ created: true });
      // Asked again, the list's alert is the one it has.
      expect(
        await free.call.alerts.createForWatchlistTargets({
          watchlistId: list.id,
          channels: ["in_app"],
        }),
      ).toMatchObject({ created: false });
      const onList = {
        ...priceAlertDraft,
        kind: "percent_move" as const,
        scope: "watchlist" as const,
        symbol: null,
        watchlistId: list.id,
        params: { percent: 5, basis: "previous_close" },
      };
      expect(
        await refusal(free.call.alerts.create({ alert: onList, source: "watchlist" })),
      ).toMatchObject({
        code: "FORBIDDEN",
        message:
          "Your plan keeps 1 watchlist alert. Delete one, or upgrade to Pro for 20 watchlist alerts.",
      });
      const onScreen = {
        ...priceAlertDraft,
        kind: "screen_membership" as const,
        scope: "screen" as const,
        symbol: null,
        savedScreenId: screen.id,
        params: { change: "enter" },
      };
      await free.call.alerts.create({ alert: onScreen, source: "screener" });
      expect(
        await refusal(free.call.alerts.create({ alert: onScreen, source: "screener" })),
      ).toMatchObject({ code: "FORBIDDEN", upgrade: "pro" });

      const rsi = {
        ...priceAlertDraft,
        kind: "rsi_cross" as const,
        params: { level: 70, direction: "above" },
      };
      expect(await refusal(free.call.alerts.create({ alert: rsi, source: "alerts_page" }))).toEqual(
        {
          code: "FORBIDDEN",
          message:
            "Technical filters (SMA, RSI, relative volume) are part of Pro. Upgrade at /pricing.",
          upgrade: "pro",
        },
      );
      expect(
        await refusal(
          free.call.alerts.create({
            alert: { ...priceAlertDraft, channels: ["webhook"] },
            source: "alerts_page",
          }),
        ),
      ).toEqual({
        code: "FORBIDDEN",
        message: "Your plan keeps no webhooks. Upgrade to Pro for 2 webhooks.",
        upgrade: "pro",
      });
      const pro = await person("subscriber", "pro");
      await pro.call.alerts.create({
        alert: { ...rsi, channels: ["in_app", "webhook"] },
        source: "alerts_page",
      });
    });

    it("lets only the owner read or change an alert, and only on their own lists and screens", async () => {
      const owner = await person("registered");
      const stranger = await person("registered");
      const { id } = await owner.call.alerts.create({
        alert: priceAlertDraft,
        source: "alerts_page",
      });
      const notFound = { code: "NOT_FOUND", message: "That alert does not exist.", upgrade: null };
      expect(await refusal(stranger.call.alerts.get({ id }))).toEqual(notFound);
      expect(await refusal(stranger.call.alerts.pause({ id }))).toEqual(notFound);
      expect(await refusal(stranger.call.alerts.delete({ id }))).toEqual(notFound);
      expect(
        await refusal(stranger.call.alerts.history({ alertId: id, cursor: null, limit: 10 })),
      ).toEqual(notFound);
      expect(
        await refusal(
          stranger.call.alerts.update({
            id,
            params: { level: 1, direction: "below" },
            frequency: "once",
            cooldownMinutes: 60,
            channels: ["in_app"],
            extendedHours: false,
            note: null,
          }),
        ),
      ).toEqual(notFound);
      const list = await owner.call.watchlist.create({ name: "Mine" });
      expect(
        await refusal(
          stranger.call.alerts.createForWatchlistTargets({
            watchlistId: list.id,
            channels: ["in_app"],
          }),
        ),
      ).toMatchObject({ code: "NOT_FOUND", message: "That watchlist does not exist." });
      expect((await owner.call.alerts.get({ id })).status).toBe("active");
    });

    it("edits, pauses, resumes and deletes, telling the evaluator and the analytics each time", async () => {
      const heard: string[] = [];
      const stop = await getHandle().listen(
        "alerts_changed",
        (payload) => void heard.push(payload),
      );
      try {
        const owner = await person("registered");
        const { id } = await owner.call.alerts.create({
          alert: priceAlertDraft,
          source: "command_bar",
        });
        await db().insert(alertStates).values({ alertId: id, symbol: "MDSK", armed: false });
        expect(
          await refusal(
            owner.call.alerts.update({
              id,
              params: { percent: 5, basis: "previous_close" },
              frequency: "every",
              cooldownMinutes: 30,
              channels: ["in_app", "mail"],
              extendedHours: true,
              note: "Watch",
            }),
          ),
        ).toMatchObject({ code: "BAD_REQUEST", message: "Enter a price." });
        await owner.call.alerts.update({
          id,
          params: { level: 140, direction: "below" },
          frequency: "every",
          cooldownMinutes: 30,
          channels: ["in_app", "mail"],
          extendedHours: true,
          note: "Watch",
        });
        expect(await owner.call.alerts.get({ id })).toMatchObject({
          params: { level: 140, direction: "below" },
          frequency: "every",
          cooldownMinutes: 30,
          note: "Watch",
          targetName: "MDSK",
        });
        // A changed alert starts afresh: what the evaluator remembered of the old one is gone.
        expect(await db().select().from(alertStates).where(eq(alertStates.alertId, id))).toEqual(
          [],
        );
        expect(await owner.call.alerts.pause({ id })).toMatchObject({ status: "paused" });
        expect(await owner.call.alerts.resume({ id })).toMatchObject({ status: "active" });
        await owner.call.alerts.delete({ id });
        expect(await owner.call.alerts.list()).toEqual([]);
        await expect.poll(() => heard.length).toBeGreaterThanOrEqual(5);
        expect(
          captured.map((event) => [
            event.event,
            event.properties.metric_value ?? event.properties.change ?? event.properties.source,
          ]),
        ).toEqual([
          ["alert_created", "command_bar"],
          ["business_metric", 1],
          ["alert_updated", "settings"],
          ["alert_updated", "paused"],
          ["business_metric", 0],
          ["alert_updated", "resumed"],
          ["business_metric", 1],
          ["alert_deleted", undefined],
          ["business_metric", 0],
        ]);
      } finally {
        await stop();
      }
    });

    it("refuses a 61st creation within a minute with a sentence", async () => {
      const premium = await person("subscriber", "premium");
      for (let n = 0; n < 60; n += 1)
        await premium.call.alerts.create({ alert: priceAlertDraft, source: "alerts_page" });
      const refused = await refusal(
        premium.call.alerts.create({ alert: priceAlertDraft, source: "alerts_page" }),
      );
      expect(refused.code).toBe("TOO_MANY_REQUESTS");
      expect(refused.message).toMatch(/^Too many attempts\. Try again in/);
      expect((await premium.call.alerts.list()).length).toBe(60);
    });

    it("imports nothing from a file with a bad row, naming every bad row", async () => {
      const owner = await person("registered");
      const csv = [
        "kind,scope,target,settings,channels",
        'price_cross,symbol,MDSK,"{""level"":120,""direction"":""above""}",in_app',
        'price_cross,symbol,ZZZZ,"{""level"":120,""direction"":""above""}",in_app',
        'price_cross,symbol,MDSK,"{""level"":-1,""direction"":""above""}",in_app',
        'sma_cross,symbol,MDSK,"{""length"":50,""direction"":""above""}",in_app',
        "watchlist_target,watchlist,Nope,{},in_app",
        "price_cross,symbol,MDSK,{oops},in_app",
      ].join("\n");
      expect(await refusal(owner.call.alerts.importCsv({ csv }))).toEqual({
        code: "BAD_REQUEST",
        upgrade: null,
        message: [
          "Nothing was imported. Fix these rows and import the file again:",
          "Row 3: ZZZZ is not a listed symbol.",
          "Row 4: A price is above zero.",
          "Row 5: Technical filters (SMA, RSI, relative volume) are part of Pro. Upgrade at /pricing.",
          "Row 6: No watchlist is called “Nope”.",
          'Row 7: The settings are not JSON (for example {"level":200,"direction":"above"}).',
        ].join("\n"),
      });
      expect(await owner.call.alerts.list()).toEqual([]);
      // What the export writes, the import reads back.
      await owner.call.alerts.create({
        alert: { ...priceAlertDraft, note: "=1+1, with a comma" },
        source: "alerts_page",
      });
      const { csv: exported } = await owner.call.alerts.exportCsv();
      await owner.call.alerts.importCsv({ csv: exported });
      const notes = (await owner.call.alerts.list()).map((alert) => alert.note);
      expect(notes).toEqual(["=1+1, with a comma", "=1+1, with a comma"]);
    });

    it("moves a guest's alerts and their state into the account it logs in to", async () => {
      const guest = await person("freshGuest");
      const account = await person("registered");
      const { id } = await guest.call.alerts.create({
        alert: priceAlertDraft,
        source: "stock_page",
      });
      await db()
        .insert(alertStates)
        .values({ alertId: id, symbol: "MDSK", armed: false, basePrice: 120 });
      const [trigger] = await db()
        .insert(alertTriggers)
        .values({
          alertId: id,
          userId: guest.id,
          symbol: "MDSK",
          occurrence: "once",
          message: "MDSK crossed above 130.00",
        })
        .returning({ id: alertTriggers.id });
      await db()
        .insert(alertDeliveries)
        .values({ triggerId: trigger!.id, userId: guest.id, channel: "in_app", outcome: "sent" });
      await ensureGuestRow(db(), guest.id);
      await mergeGuestIntoAccount(db(), guest.id, account.id, guestRowMovers);
      expect(
        (await account.call.alerts.list()).map((alert) => [alert.id, alert.triggerCount]),
      ).toEqual([[id, 1]]);
      expect(
        await db()
          .select({ armed: alertStates.armed })
          .from(alertStates)
          .where(eq(alertStates.alertId, id)),
      ).toEqual([{ armed: false }]);
      const history = await account.call.alerts.history({ alertId: null, cursor: null, limit: 10 });
      expect(
        history.items.map((item) => [item.message, item.deliveries.map((d) => d.outcome)]),
      ).toEqual([["MDSK crossed above 130.00", ["sent"]]]);
    });

    it("pages the history newest first, within 90 days, for one alert or all", async () => {
      const owner = await person("registered");
      const { id: first } = await owner.call.alerts.create({
        alert: priceAlertDraft,
        source: "alerts_page",
      });
      const { id: second } = await owner.call.alerts.create({
        alert: priceAlertDraft,
        source: "alerts_page",
      });
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      await db()
        .insert(alertTriggers)
        .values([
          {
            alertId: first,
            userId: owner.id,
            symbol: "MDSK",
            occurrence: "a",
            message: "one",
            createdAt: daysAgo(3),
          },
          {
            alertId: second,
            userId: owner.id,
            symbol: "MDSK",
            occurrence: "b",
            message: "two",
            createdAt: daysAgo(2),
          },
          {
            alertId: first,
            userId: owner.id,
            symbol: "MDSK",
            occurrence: "c",
            message: "three",
            createdAt: daysAgo(1),
          },
          {
            alertId: first,
            userId: owner.id,
            symbol: "MDSK",
            occurrence: "d",
            message: "too old",
            createdAt: daysAgo(91),
          },
        ]);
      const page1 = await owner.call.alerts.history({ alertId: null, limit: 2 });
      expect(page1.items.map((item) => item.message)).toEqual(["three", "two"]);
      const page2 = await owner.call.alerts.history({
        alertId: null,
        cursor: page1.nextCursor,
        limit: 2,
      });
      expect([page2.items.map((item) => item.message), page2.nextCursor]).toEqual([["one"], null]);
      const ofFirst = await owner.call.alerts.history({ alertId: first, limit: 10 });
      expect(ofFirst.items.map((item) => item.message)).toEqual(["three", "one"]);
    });

    it("exports alerts, triggers, deliveries and channels without keys or secrets; deleting the account leaves no alert row", async () => {
      const owner = await person("subscriber", "pro");
      const { id } = await owner.call.alerts.create({
        alert: priceAlertDraft,
        source: "alerts_page",
      });
      const [trigger] = await db()
        .insert(alertTriggers)
        .values({
          alertId: id,
          userId: owner.id,
          symbol: "MDSK",
          occurrence: "d1",
          message: "Crossed",
        })
        .returning({ id: alertTriggers.id });
      await db().insert(alertDeliveries).values({
        triggerId: trigger!.id,
        userId: owner.id,
        channel: "webhook",
        target: "w1",
        outcome: "failed",
        statusCode: 500,
      });
      await db()
        .insert(notifications)
        .values({ userId: owner.id, title: "MDSK", body: "Crossed", alertId: id });
      await db()
        .insert(pushSubscriptions)
        .values({
          userId: owner.id,
          endpoint: `https://push.example/${randomUUID()}`,
          p256dh: "PUBLIC-KEY",
          auth: "AUTH-SECRET",
          label: "Firefox on Linux",
        });
      await db()
        .insert(webhookEndpoints)
        .values({ userId: owner.id, url: "https://hooks.example/a", secret: "WEBHOOK-SECRET" });
      const exported = await exportAlerts(db(), owner.id);
      expect(exported.alerts.map((alert) => alert.id)).toEqual([id]);
      expect(exported.triggers).toHaveLength(1);
      expect(exported.deliveries).toMatchObject([{ channel: "webhook", statusCode: 500 }]);
      expect(exported.notifications).toHaveLength(1);
      expect(exported.pushSubscriptions).toMatchObject([{ label: "Firefox on Linux" }]);
      expect(exported.webhooks).toMatchObject([{ url: "https://hooks.example/a" }]);
      const text = JSON.stringify(exported);
      for (const secret of ["PUBLIC-KEY", "AUTH-SECRET", "WEBHOOK-SECRET", "push.example"])
        expect(text).not.toContain(secret);

      await deleteAccountRow(db(), owner.id);
      const left = await db().execute(sql`
      select (select count(*) from ${alerts} where user_id = ${owner.id})
        + (select count(*) from ${alertTriggers} where user_id = ${owner.id})
        + (select count(*) from ${alertDeliveries} where user_id = ${owner.id})
        + (select count(*) from ${notifications} where user_id = ${owner.id})
        + (select count(*) from ${pushSubscriptions} where user_id = ${owner.id})
        + (select count(*) from ${webhookEndpoints} where user_id = ${owner.id})
        + (select count(*) from ${alertStates} where alert_id = ${id}) as n`);
      expect(Number((left as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    });
  },
);
