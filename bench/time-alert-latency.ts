import { performance } from "node:perf_hooks";
import { createAlertEvaluator } from "@/features/alerts/server/evaluate/create-alert-evaluator";
import { alerts } from "@/features/alerts/server/schema";
import { createQuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import type { DatabaseHandle } from "@/server/db/create-database";
import { scriptedQuote } from "../tests/integration/scripted-quote-feed";
import { quantiles } from "./quantiles";
import type { TickedSecurity } from "./tick-universe";

/**
 * A quote update's way to its trigger (docs/alerts.md#evaluation), as on the simulated market: a
 * trade handed to the quote writer (its flush, one statement with its NOTIFY) → the running
 * evaluator (the LISTEN, the read, the judging, the insert) → the new trigger handed to delivery.
 * Each trade is of its own symbol, crossing a price alert set for it just under the trade.
 */
export async function timeAlertLatency(
  node: DatabaseHandle,
  universe: TickedSecurity[],
  trades: number,
) {
  const picked = universe.filter((_, i) => i % 97 === 5).slice(0, trades);
  const [owner] = await node.db.select({ userId: alerts.userId }).from(alerts).limit(1);
  for (const security of picked)
    await node.db.insert(alerts).values({
      userId: owner!.userId,
      kind: "price_cross",
      scope: "symbol",
      symbol: security.symbol,
      params: { level: security.lastPrice * 1.05, direction: "above" },
      frequency: "every",
    });
  let waiting: ((at: number) => void) | null = null;
  const evaluator = createAlertEvaluator({
    db: node.db,
    listen: node.listen,
    deliver: async () => waiting?.(performance.now()),
  });
  await evaluator.start();
  const writer = createQuoteWriter({ db: node.db, foldMs: 60_000 });
  const samples: number[] = [];
  // The bench's batches left every symbol at a random minute: the trades come a day later.
  const asOf = new Date("2021-03-03T15:00:00Z");
  for (const security of picked) {
    const before = scriptedQuote(security.symbol, security.lastPrice, { asOf });
    writer.write([before]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const delivered = new Promise<number>((resolve) => (waiting = resolve));
    const started = performance.now();
    writer.write([
      scriptedQuote(security.symbol, security.lastPrice * 1.06, {
        asOf: new Date(asOf.getTime() + 1_000),
      }),
    ]);
    samples.push((await delivered) - started);
    waiting = null;
  }
  await writer.close();
  await evaluator.stop();
  return quantiles(samples);
}
