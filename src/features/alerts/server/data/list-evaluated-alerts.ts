import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alerts } from "../schema";

/**
 * The active alerts judged quote by quote (docs/alerts.md#evaluation): of one symbol or a
 * watchlist; paused and done ones are not evaluated, and earnings, screen and chat room alerts
 * have jobs.
 */
export async function listEvaluatedAlerts(db: Database) {
  return db
    .select({
      id: alerts.id,
      userId: alerts.userId,
      kind: alerts.kind,
      symbol: alerts.symbol,
      watchlistId: alerts.watchlistId,
      params: alerts.params,
      frequency: alerts.frequency,
      extendedHours: alerts.extendedHours,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.status, "active"),
        inArray(alerts.scope, ["symbol", "watchlist"]),
        notInArray(alerts.kind, [
          "earnings_soon",
          "screen_membership",
          "chat_volume_spike",
          "chat_sentiment_flip",
        ]),
      ),
    );
}

export type EvaluatedAlert = Awaited<ReturnType<typeof listEvaluatedAlerts>>[number];
