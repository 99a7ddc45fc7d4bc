import { eq } from "drizzle-orm";
import type { AlertDraftInput } from "@/features/alerts/alert-inputs";
import { alerts, alertTriggers } from "@/features/alerts/server/schema";
import type { LiveQuote } from "@/features/market/live-quote";
import { writeQuotes } from "@/features/market/server/mutations/write-quotes";
import { watchlistItems, watchlists } from "@/features/watchlist/server/schema";
import type { Database } from "@/server/db/create-database";

/** A price alert on the sample security MDSK, as the stock page's form sends it. */
export const priceAlertDraft: AlertDraftInput = {
  kind: "price_cross",
  scope: "symbol",
  symbol: "MDSK",
  watchlistId: null,
  savedScreenId: null,
  params: { level: 130, direction: "above" },
  frequency: "once",
  cooldownMinutes: 60,
  channels: ["in_app"],
  extendedHours: false,
  note: null,
};

/** An alert row as MANAGE's mutations would write it (the evaluator's tests need no router). */
export async function insertAlert(
  db: Database,
  values: Partial<typeof alerts.$inferInsert> & { userId: string },
): Promise<string> {
  const [row] = await db
    .insert(alerts)
    .values({
      kind: "price_cross",
      scope: "symbol",
      params: { level: 100, direction: "above" },
      frequency: "every",
      cooldownMinutes: 5,
      ...values,
    })
    .returning({ id: alerts.id });
  return row!.id;
}

/** A watchlist of `symbols` (with target prices) owned by `userId`. */
export async function insertWatchlist(
  db: Database,
  userId: string,
  items: { symbol: string; targetPrice?: number }[],
): Promise<string> {
  const [list] = await db
    .insert(watchlists)
    .values({ userId, name: `List ${crypto.randomUUID()}` })
    .returning({ id: watchlists.id });
  for (const [position, item] of items.entries())
    await db.insert(watchlistItems).values({ watchlistId: list!.id, position, ...item });
  return list!.id;
}

/** Writes one regular-session quote per symbol as the feed's writer does (NOTIFY included). */
export async function writeTestQuotes(
  db: Database,
  at: string,
  prices: Record<string, number>,
  over: Partial<LiveQuote> = {},
): Promise<void> {
  await writeQuotes(
    db,
    Object.entries(prices).map(([symbol, price]) => ({
      symbol,
      price,
      bid: null,
      ask: null,
      open: null,
      high: null,
      low: null,
      volume: 1_000,
      previousClose: 95,
      regularClose: null,
      session: "regular",
      asOf: new Date(at),
      source: "simulated",
      ...over,
    })),
  );
}

/** The triggers of one alert, oldest first. */
export function listTriggersOf(db: Database, alertId: string) {
  return db
    .select()
    .from(alertTriggers)
    .where(eq(alertTriggers.alertId, alertId))
    .orderBy(alertTriggers.createdAt, alertTriggers.occurrence);
}
