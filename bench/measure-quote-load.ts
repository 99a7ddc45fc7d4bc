import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { currentlyQuoted } from "@/features/market/server/data/currently-quoted";
import { readLastQuoteSeq } from "@/features/market/server/data/quotes";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { createPremiumCaller } from "./create-premium-caller";
import type { FeedNode } from "./feed-node";
import type { openSseReaders } from "./open-sse-readers";
import { timeFanOut } from "./time-fan-out";
import { timeScreensFor } from "./time-screens-for";

type Options = {
  /** The node running the feed and its writer (node A). */
  feedNode: FeedNode;
  readers: Awaited<ReturnType<typeof openSseReaders>>;
  seconds: number;
  /** A handle on the writer's database. */
  db: Database;
  /** The database of the node whose screener is timed. */
  screenerDb: Database;
};

/** Lets the first flushes and a fold (every 5 s) pass before anything is timed. */
const WARM_UP_MS = 6_000;

/**
 * `security` and `quote` with their indexes, in MB: every fold and flush leaves a dead version of
 * each row it updates, which only a vacuum reclaims (PGlite runs no autovacuum).
 */
async function tableMegabytes(db: Database): Promise<{ security: number; quote: number }> {
  const [row] = await selectRawRows<{ security: number; quote: number }>(
    db,
    sql`select pg_total_relation_size('security')::float8 / 1048576 as security,
      pg_total_relation_size('quote')::float8 / 1048576 as quote`,
  );
  return row!;
}

/** The symbols the screener screens: those the market's "listed" rule keeps. */
async function countListed(db: Database): Promise<number> {
  const [row] = await selectRawRows<{ listed: number }>(
    db,
    sql`select count(*)::int as listed from security where ${currentlyQuoted()}`,
  );
  return row!.listed;
}

/**
 * The screener's calls (bench:screener's screens) timed for `seconds` with the streams open and
 * nothing written; then beside `feedNode`'s bare writes of as many quotes a second as the writer
 * can write (each symbol once a second), the floor; then the whole universe ticking through the
 * feed node's writer while the streams read: after a warm-up, a window of `seconds` with nothing else, then one with the
 * screener's calls.
 * Per window: updates handed and quotes written per second, the flush statements (time and rows),
 * the fan-out to the streams (timeFanOut) and the event loop's delay; then the folds of both
 * windows in order, the tables' sizes before and after, and the symbols screened idle and after.
 */
export async function measureQuoteLoad(options: Options) {
  const { feedNode } = options;
  const sizeBefore = await tableMegabytes(options.db);
  const caller = await createPremiumCaller(options.screenerDb);
  const listedIdle = await countListed(options.db);
  const idle = await timeScreensFor(caller, options.seconds);
  await feedNode.writeBare();
  await sleep(WARM_UP_MS);
  const floor = await timeScreensFor(caller, options.seconds);
  await feedNode.stop();
  await feedNode.tick();
  await sleep(WARM_UP_MS);
  const window = async <T>(during: () => Promise<T>) => {
    const [seq, before, started] = [
      await readLastQuoteSeq(options.db),
      await feedNode.report(),
      performance.now(),
    ];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const result = await during();
    loop.disable();
    const seconds = (performance.now() - started) / 1_000;
    const after = await feedNode.report();
    const first = before.flushes.length;
    const written = after.flushes.slice(first).filter((flush) => flush.seq !== null);
    // The flush running when the window opened is the first of `written`; it counts from the one before.
    const lastBefore = before.flushes.findLast((flush) => flush.seq !== null)?.seq ?? seq;
    return {
      result,
      handedPerSecond: (after.handed - before.handed) / seconds,
      writtenPerSecond: ((await readLastQuoteSeq(options.db)) - seq) / seconds,
      statement: written.map((flush) => flush.end - flush.start),
      rows: written.map((flush, i) => flush.seq! - (written[i - 1]?.seq ?? lastBefore)),
      fanOut: timeFanOut(written, lastBefore, options.readers.all()),
      loopDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    };
  };
  const foldsBefore = (await feedNode.report()).folds.length;
  const alone = await window(() => sleep(options.seconds * 1_000));
  const withScreener = await window(() => timeScreensFor(caller, options.seconds));
  await feedNode.stop();
  const folded = (await feedNode.report()).folds.slice(foldsBefore);
  const fold = folded.map((statement) => statement.end - statement.start);
  const sizes = { before: sizeBefore, after: await tableMegabytes(options.db) };
  const listed = { idle: listedIdle, loaded: await countListed(options.db) };
  return { idle, floor, alone, withScreener, fold, sizes, listed };
}
