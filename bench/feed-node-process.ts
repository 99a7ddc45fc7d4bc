/**
 * bench:quotes's feed node as a process of its own (start-feed-node.ts forks it): its writer and
 * fake feed on PostgreSQL at FEED_NODE_DATABASE_URL, FEED_NODE_RATE updates a second, driven over
 * IPC. Production runs the feed on the one node holding its lock (docs/live-market.md), so a
 * node serving the screener and streams without it is what most nodes of a cluster are.
 */
import { performance } from "node:perf_hooks";
import { createInProcessFeedNode, type FeedNode } from "./feed-node";
import { readTickedUniverse } from "./read-ticked-universe";
import { type TimedStatement, timeWriterStatements } from "./time-writer-statements";

const { env } = await import("@/env");
const { createDatabase } = await import("@/server/db/create-database");
const { createQuoteWriter } = await import("@/features/market/server/quotes/create-quote-writer");

const handle = createDatabase({
  kind: "postgres",
  url: process.env.FEED_NODE_DATABASE_URL!,
  poolMax: 10,
});
const statements = timeWriterStatements(handle.db);
const node = createInProcessFeedNode({
  db: handle.db,
  writer: createQuoteWriter({
    db: statements.db,
    foldMs: env.MARKET_SECURITY_FOLD_SECONDS * 1_000,
  }),
  statements,
  universe: await readTickedUniverse(handle.db),
  perSecond: Number(process.env.FEED_NODE_RATE),
});

/** Statement times as wall-clock ms, which the parent turns into its own performance time. */
const wallClock = (statement: TimedStatement): TimedStatement => ({
  ...statement,
  start: performance.timeOrigin + statement.start,
  end: performance.timeOrigin + statement.end,
});

type Call = { id: number; call: keyof FeedNode };
process.on("message", async ({ id, call }: Call) => {
  try {
    if (call === "report") {
      const report = await node.report();
      process.send?.({
        id,
        value: {
          ...report,
          flushes: report.flushes.map(wallClock),
          folds: report.folds.map(wallClock),
        },
      });
      return;
    }
    await node[call]();
    process.send?.({ id });
    if (call === "close") {
      await handle.close();
      process.disconnect();
      // Anything left holding the loop does not keep the bench waiting.
      setTimeout(() => process.exit(0), 1_000).unref();
    }
  } catch (error) {
    process.send?.({ id, error: String(error) });
  }
});
process.send?.({ ready: true });
