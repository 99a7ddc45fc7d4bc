import { randomUUID } from "node:crypto";
import type { AlertNotice } from "@/features/alerts/server/deliver/alert-notice";
import type { Database } from "@/server/db/create-database";
import { alerts, alertTriggers } from "@/server/db/schema";

/**
 * An alert of `userId` that fired once, as the evaluator writes it, and the notice the deliveries
 * hand the channels for it.
 */
export async function insertFiredAlert(db: Database, userId: string): Promise<AlertNotice> {
  const [alert] = await db
    .insert(alerts)
    .values({
      userId,
      kind: "price_cross",
      scope: "symbol",
      symbol: "MDSK",
      params: { level: 200, direction: "above" },
    })
    .returning();
  const quoteAsOf = new Date("2026-11-24T15:30:00Z");
  const [trigger] = await db
    .insert(alertTriggers)
    .values({
      alertId: alert!.id,
      userId,
      symbol: "MDSK",
      occurrence: randomUUID(),
      message: "MDSK crossed above 200.00 (gapped from 198.10 to 201.30)",
      price: 201.3,
      gapped: true,
      quoteAsOf,
      quoteSource: "Simulated market",
    })
    .returning();
  return {
    userId,
    title: "MDSK crossed above 200.00",
    body: "MDSK 201.30 at 10:30 ET, Simulated market",
    symbol: "MDSK",
    path: "/stocks/MDSK",
    triggers: [
      {
        id: trigger!.id,
        alertId: alert!.id,
        userId,
        symbol: "MDSK",
        kind: "price_cross",
        message: trigger!.message,
        price: 201.3,
        gapped: true,
        quoteAsOf,
        quoteSource: "Simulated market",
        createdAt: trigger!.createdAt,
      },
    ],
  };
}
