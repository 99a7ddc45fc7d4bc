import { quantiles } from "./quantiles";
import type { timeQuoteLatency } from "./time-quote-latency";

export type QuoteLatencyRow = {
  nodes: string;
  streams: number;
  timed: Awaited<ReturnType<typeof timeQuoteLatency>>;
};

const ms = (value: number, width = 7) => value.toFixed(1).padStart(width);

/**
 * The latency table: from the trade and from its flush's start to each stream's event, median and
 * p95 over streams × trades, the slowest stream per trade, and the flush's wait and statement;
 * with the bare LISTEN/NOTIFY round trip it is measured against.
 */
export function printQuoteLatency(
  rows: readonly QuoteLatencyRow[],
  roundTrip: { median: number; p95: number; between: string },
): void {
  console.log(
    `baseline LISTEN/NOTIFY round trip (${roundTrip.between}): median ${roundTrip.median.toFixed(1)} ms, p95 ${roundTrip.p95.toFixed(1)} ms`,
  );
  console.log(
    "\nlatency (ms)           trade → page    | flush wait  statement | flush start → page       | slowest stream per trade, p95",
  );
  console.log(
    "nodes      streams   median      p95  |     median     median |  median     p95  ×trip p95 | from trade  from flush",
  );
  for (const { nodes, streams, timed } of rows) {
    const fromTrade = quantiles(timed.fromTrade);
    const fromFlush = quantiles(timed.fromFlush);
    const trip = (fromFlush.p95 / roundTrip.p95).toFixed(0);
    console.log(
      `${nodes.padEnd(10)}${String(streams).padStart(8)} ${ms(fromTrade.median, 8)} ${ms(fromTrade.p95, 8)}  | ${ms(quantiles(timed.flushWait).median, 10)} ${ms(quantiles(timed.statement).median, 10)} | ${ms(fromFlush.median)} ${ms(fromFlush.p95)} ${`×${trip}`.padStart(10)} | ${ms(quantiles(timed.slowestFromTrade).p95, 10)} ${ms(quantiles(timed.slowestFromFlush).p95, 11)}`,
    );
  }
  console.log(
    "aim: p95 under 300 ms at 1,000 streams. Each trade is handed when its symbol is due (a second after its last write); the trades a busy symbol makes within that second are held back and superseded, by design, and not timed.",
  );
}
