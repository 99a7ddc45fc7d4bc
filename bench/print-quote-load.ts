import type { measureQuoteLoad } from "./measure-quote-load";
import { quantiles } from "./quantiles";

type Options = {
  rate: number;
  symbols: number;
  streams: number;
  nodes: string;
  loaded: Awaited<ReturnType<typeof measureQuoteLoad>>;
  load: string;
};

const ms = (value: number, width = 7) => value.toFixed(1).padStart(width);
const count = (value: number, width: number) =>
  Math.round(value).toLocaleString("en").padStart(width);

/** The universe ticking: what the writer took and wrote, the fan-out, the folds, and the screener's p95 against idle. */
export function printQuoteLoad({ rate, symbols, streams, nodes, loaded, load }: Options): void {
  console.log(
    `\nthe universe ticking: ${rate.toLocaleString("en")} updates/s asked over ${symbols.toLocaleString("en")} symbols, ${streams.toLocaleString("en")} streams open (${nodes}); load average ${load}`,
  );
  console.log(
    "window        taken/s  written/s  flushes  rows/flush | statement median    p95 | flush end → page median    p95 | slowest stream per flush p95 | loop delay p99    max",
  );
  for (const [name, window] of [
    ["alone", loaded.alone],
    ["screener", loaded.withScreener],
  ] as const) {
    const statement = quantiles(window.statement);
    const fanOut = quantiles(window.fanOut.fromEnd);
    console.log(
      `${name.padEnd(10)}${count(window.handedPerSecond, 10)} ${count(window.writtenPerSecond, 10)} ${count(window.statement.length, 8)} ${count(quantiles(window.rows).median, 11)} | ${ms(statement.median, 16)} ${ms(statement.p95)} | ${ms(fanOut.median, 23)} ${ms(fanOut.p95)} | ${ms(quantiles(window.fanOut.slowestFromStart).p95, 28)} | ${ms(window.loopDelay.p99, 14)} ${ms(window.loopDelay.max)}`,
    );
  }
  const { before, after } = loaded.sizes;
  const mb = (table: "security" | "quote") =>
    `${table} ${before[table].toFixed(1)} → ${after[table].toFixed(1)} MB`;
  console.log(
    `folds into security, in order (ms): ${loaded.fold.map((fold) => fold.toFixed(0)).join(", ")}`,
  );
  console.log(`with their indexes over the load: ${mb("security")}, ${mb("quote")}`);
  const [calm, floor, busy] = [
    quantiles(loaded.idle),
    quantiles(loaded.floor),
    quantiles(loaded.withScreener.result),
  ];
  console.log(
    `screener (over ${loaded.listed.idle.toLocaleString("en")} listed symbols idle, ${loaded.listed.loaded.toLocaleString("en")} after) p95: idle ${ms(calm.p95, 0)} ms (${loaded.idle.length} calls, median ${ms(calm.median, 0)}), under load ${ms(busy.p95, 0)} ms (${loaded.withScreener.result.length} calls, median ${ms(busy.median, 0)}): ratio ×${(busy.p95 / calm.p95).toFixed(2)} (aim: at most 1.2); each call timed from when it was due, 20 a second`,
  );
  console.log(
    `the floor, beside bare writes of the quotes alone (the writer's statement, no fold, hub or stream): p95 ${ms(floor.p95, 0)} ms (median ${ms(floor.median, 0)}), ×${(floor.p95 / calm.p95).toFixed(2)} idle`,
  );
}
