import "server-only";
import { newYorkDate, quoteSources } from "@/features/market";
import { readMarketFeed } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { deliverTriggers } from "../deliver/deliver-triggers";
import { recordEarningsTriggers } from "../mutations/record-earnings-triggers";
import { quoteSourceWords } from "./quote-source-words";
import { readPlanStanding } from "./read-plan-standing";

/**
 * The earnings alerts' daily job (docs/alerts.md#earnings-alerts): the alerts whose symbol reports within
 * their days, against `security.next_earnings_date`, each report once, as far as the owners' plans
 * keep them; new triggers to delivery.
 */
export async function runEarningsAlerts(
  db: Database,
  now = new Date(),
  deliver: (db: Database, ids: string[]) => Promise<void> = deliverTriggers,
): Promise<{ fired: number }> {
  const feed = await readMarketFeed(db);
  const words = Object.fromEntries(
    quoteSources.map((source) => [source, quoteSourceWords(source, feed)]),
  );
  const standing = await readPlanStanding(db, ["earnings_soon"]);
  const ids = await recordEarningsTriggers(db, newYorkDate(now), words, standing);
  if (ids.length > 0) await deliver(db, ids);
  return { fired: ids.length };
}
