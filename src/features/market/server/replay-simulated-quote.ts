import "server-only";
import type { Database } from "@/server/db/create-database";
import { marketSessionAt, newYorkInstant } from "../market-session";
import { intradayQuote } from "../simulated-session/intraday-quote";
import type { MaybePriced } from "../simulation-origin";
import type { StreamedQuote } from "../streamed-quote";
import { openSimulatedChart } from "./open-simulated-chart";

/**
 * A simulated symbol's quote at the simulator's stored clock, replayed from its seeded session as
 * the chart's last bar is (docs/live-market.md#the-simulated-market): what the stock page renders
 * first, so a symbol no page followed yet shows the same price in its header as on its chart
 * before the stream's first quote. Null before the simulator first ran, for a symbol without a
 * price, and before the day's first trade (the last quote stands then, as the feed's does).
 */
export async function replaySimulatedQuote(
  db: Database,
  security: MaybePriced,
): Promise<StreamedQuote | null> {
  const chart = await openSimulatedChart(db, security, 1);
  const session = await chart?.replayToday();
  if (!chart?.clock || !session || session.trades === 0) return null;
  const { tradingDay, minute } = chart.clock;
  const market = marketSessionAt(newYorkInstant(tradingDay, minute)).session;
  const quote = intradayQuote(session, minute, market);
  // Not from the `quote` table, so no write number: the stream's first quote replaces it.
  return { ...quote, asOf: quote.asOf.toISOString(), seq: 0 };
}
