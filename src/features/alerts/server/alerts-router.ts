import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { getEntitlements } from "@/features/billing/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import { createTRPCRouter, sessionProcedure, userProcedure } from "@/server/api/trpc";
import type { Database } from "@/server/db/create-database";
import type { SessionUser } from "@/types/session-user";
import {
  alertChannelsInput,
  alertDraftSchema,
  alertHistoryInput,
  alertId,
  alertSourceInput,
  alertsCsvInput,
  alertUpdateSchema,
} from "../alert-inputs";
import { ALERT_COOLDOWN_MINUTES } from "../alert-kinds";
import { alertsToCsv } from "../alerts-to-csv";
import { parseAlertParams } from "../parse-alert-params";
import { type AlertRateLimits, getAlertRateLimits } from "./alert-rate-limits";
import { assertAlertAllowed } from "./assert-alert-allowed";
import { assertAlertTarget } from "./assert-alert-target";
import { findListedSymbols } from "./data/find-listed-symbols";
import { listAlertHistory } from "./data/list-alert-history";
import { findAlert, listAlerts } from "./data/list-alerts";
import { deleteAlerts, setAlertStatus, updateAlert } from "./mutations/change-alert";
import { nameAlertTargets } from "./name-alert-targets";
import { readAlertTargets } from "./read-alert-targets";
import { readAlertsCsv } from "./read-alerts-csv";
import { readOwnCalls } from "./read-own-calls";
import { saveNewAlerts } from "./save-new-alerts";
import { standListedAlerts } from "./stand-listed-alerts";
import { trackAlertChanges } from "./track-alert-changes";

const NOT_FOUND = "That alert does not exist.";
const notFound = () => new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });

type Deps = { getAnalytics?: () => ServerAnalytics | null; getRateLimits?: () => AlertRateLimits };

const ownAlert = sessionProcedure.meta({ access: "session", owns: "alert" });
const idInput = z.object({ id: alertId }).strict();

/**
 * /alerts (docs/alerts.md#creating-and-managing-alerts): a guest session or an account owns its
 * alerts, and only the owner reads or changes one; another person's alert id is NOT_FOUND. Every
 * way to set alerts goes through the same checks: input, plan (docs/alerts.md#limits), target
 * ownership, the creation rate limit, then the person's lock and count.
 */
export function createAlertsRouter({
  getAnalytics = getServerAnalytics,
  getRateLimits = getAlertRateLimits,
}: Deps = {}) {
  /** Pauses or resumes one of the caller's alerts, and tracks it. */
  async function changeStatus(
    ctx: { db: Database; session: { user: SessionUser } },
    id: string,
    status: "active" | "paused",
  ) {
    const saved = await setAlertStatus(ctx.db, ctx.session.user.id, id, status);
    if (!saved) throw notFound();
    const change = status === "paused" ? "paused" : "resumed";
    await trackAlertChanges(
      getAnalytics(),
      ctx.db,
      ctx.session.user,
      "alert_updated",
      [{ kind: saved.kind, change }],
      true,
    );
    return saved;
  }

  return createTRPCRouter({
    /** The person's alerts, newest first, each with what it watches in words and how often it fired. */
    list: sessionProcedure.meta({ access: "session" }).query(async ({ ctx }) => {
      const { user } = ctx.session;
      const [rows, targets, entitlements] = await Promise.all([
        listAlerts(ctx.db, user.id),
        readAlertTargets(ctx.db, user.id, user.type !== "guest"),
        getEntitlements(ctx.db, user.id),
      ]);
      return standListedAlerts(nameAlertTargets(rows, targets), entitlements, targets);
    }),

    get: ownAlert.input(idInput).query(async ({ ctx, input }) => {
      const { user } = ctx.session;
      const row = await findAlert(ctx.db, user.id, input.id);
      if (!row) throw notFound();
      return nameAlertTargets(
        [row],
        await readAlertTargets(ctx.db, user.id, user.type !== "guest"),
      )[0]!;
    }),

    create: sessionProcedure
      .meta({ access: "session" })
      .input(z.object({ alert: alertDraftSchema, source: alertSourceInput }).strict())
      .mutation(async ({ ctx, input }) => {
        const { user } = ctx.session;
        const entitlements = await getEntitlements(ctx.db, user.id);
        assertAlertAllowed(input.alert, entitlements);
        await refuseWhenLimited(getRateLimits().beginCreate(user.id));
        const targets = await readAlertTargets(ctx.db, user.id, !entitlements.isGuest);
        const listed = await findListedSymbols(
          ctx.db,
          input.alert.symbol ? [input.alert.symbol] : [],
        );
        const ownCalls = await readOwnCalls(ctx.db, user.id, [input.alert]);
        assertAlertTarget(input.alert, targets, listed, entitlements, ownCalls);
        const [saved] = await saveNewAlerts(
          { db: ctx.db, user, analytics: getAnalytics() },
          entitlements,
          [input.alert],
          input.source,
        );
        return { id: saved!.id };
      }),

    /** One watchlist-wide alert on every row's target price (the watchlist's "Alert me at every target"); the list's existing one when it has it. */
    createForWatchlistTargets: userProcedure
      .meta({ access: "registered", owns: "watchlist" })
      .input(
        z
          .object({
            watchlistId: z.uuid("That is not a watchlist."),
            channels: alertChannelsInput,
          })
          .strict(),
      )
      .mutation(async ({ ctx, input }) => {
        const alert = alertDraftSchema.parse({
          kind: "watchlist_target",
          scope: "watchlist",
          symbol: null,
          watchlistId: input.watchlistId,
          savedScreenId: null,
          params: {},
          frequency: "daily",
          cooldownMinutes: ALERT_COOLDOWN_MINUTES.default,
          channels: input.channels,
          extendedHours: false,
          note: null,
        });
        const targets = await readAlertTargets(ctx.db, ctx.user.id, true);
        const entitlements = await getEntitlements(ctx.db, ctx.user.id);
        assertAlertTarget(alert, targets, new Set(), entitlements);
        const existing = (await listAlerts(ctx.db, ctx.user.id)).find(
          (row) => row.kind === "watchlist_target" && row.watchlistId === input.watchlistId,
        );
        if (existing) return { id: existing.id, created: false };
        assertAlertAllowed(alert, entitlements);
        await refuseWhenLimited(getRateLimits().beginCreate(ctx.user.id));
        const [saved] = await saveNewAlerts(
          { db: ctx.db, user: ctx.user, analytics: getAnalytics() },
          entitlements,
          [alert],
          "watchlist",
        );
        return { id: saved!.id, created: true };
      }),

    /** Changes what an alert watches for and how it tells; its kind and target stay. */
    update: ownAlert.input(alertUpdateSchema).mutation(async ({ ctx, input }) => {
      const { user } = ctx.session;
      const row = await findAlert(ctx.db, user.id, input.id);
      if (!row) throw notFound();
      const params = parseAlertParams(row.kind, input.params);
      if (!params.ok) throw new TRPCError({ code: "BAD_REQUEST", message: params.message });
      // An alert keeps what it watches: a call alert its call, as any alert its target.
      if (
        row.kind === "call_moved" &&
        "messageId" in params.params &&
        params.params.messageId !== row.params.messageId
      )
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: "An alert keeps its chat call: delete it and set one on the other call.",
        });
      assertAlertAllowed(
        { kind: row.kind, scope: row.scope, channels: input.channels },
        await getEntitlements(ctx.db, user.id),
      );
      const { id, ...changes } = input;
      const saved = await updateAlert(ctx.db, user.id, id, { ...changes, params: params.params });
      if (!saved) throw notFound();
      await trackAlertChanges(
        getAnalytics(),
        ctx.db,
        user,
        "alert_updated",
        [{ kind: saved.kind, change: "settings" }],
        false,
      );
      return { id };
    }),

    pause: ownAlert
      .input(idInput)
      .mutation(({ ctx, input }) => changeStatus(ctx, input.id, "paused")),

    /** Sets a paused (or done) alert again, armed afresh. */
    resume: ownAlert
      .input(idInput)
      .mutation(({ ctx, input }) => changeStatus(ctx, input.id, "active")),

    delete: ownAlert.input(idInput).mutation(async ({ ctx, input }) => {
      const [deleted] = await deleteAlerts(ctx.db, ctx.session.user.id, [input.id]);
      if (!deleted) throw notFound();
      await trackAlertChanges(
        getAnalytics(),
        ctx.db,
        ctx.session.user,
        "alert_deleted",
        [{ kind: deleted.kind }],
        true,
      );
      return { id: deleted.id };
    }),

    /** Triggers with their deliveries, newest first, of the last 90 days: one alert's or all. */
    history: sessionProcedure
      .meta({ access: "session", owns: "alert" })
      .input(alertHistoryInput)
      .query(async ({ ctx, input }) => {
        const userId = ctx.session.user.id;
        if (input.alertId && !(await findAlert(ctx.db, userId, input.alertId))) throw notFound();
        return listAlertHistory(ctx.db, userId, input);
      }),

    /** The person's alerts as CSV, read back by importCsv. */
    exportCsv: sessionProcedure.meta({ access: "session" }).mutation(async ({ ctx }) => {
      const { user } = ctx.session;
      const [rows, targets] = await Promise.all([
        listAlerts(ctx.db, user.id),
        readAlertTargets(ctx.db, user.id, user.type !== "guest"),
      ]);
      const named = nameAlertTargets(rows, targets);
      return {
        csv: alertsToCsv(named.map((row) => ({ ...row, target: row.targetName }))),
        alerts: named.length,
      };
    }),

    /** Alerts from a CSV in the export's columns: all of them, or none with every bad row named. */
    importCsv: sessionProcedure
      .meta({ access: "session" })
      .input(
        z
          .object({
            csv: alertsCsvInput,
          })
          .strict(),
      )
      .mutation(async ({ ctx, input }) => {
        const { user } = ctx.session;
        const entitlements = await getEntitlements(ctx.db, user.id);
        const targets = await readAlertTargets(ctx.db, user.id, !entitlements.isGuest);
        const alerts = await readAlertsCsv(input.csv, {
          targets,
          entitlements,
          findListed: (symbols) => findListedSymbols(ctx.db, symbols),
          findOwnCalls: (drafts) => readOwnCalls(ctx.db, user.id, drafts),
        });
        await refuseWhenLimited(getRateLimits().beginCreate(user.id));
        const saved = await saveNewAlerts(
          { db: ctx.db, user, analytics: getAnalytics() },
          entitlements,
          alerts,
          "import",
        );
        return { imported: saved.length };
      }),
  });
}

export const alertsRouter = createAlertsRouter();
