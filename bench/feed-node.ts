import type { QuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import type { Database } from "@/server/db/create-database";
import { type TickedSecurity, tickUniverse } from "./tick-universe";
import type { TimedStatement } from "./time-writer-statements";
import { writeBareQuotes } from "./write-bare-quotes";

/** What the node running the feed has done so far: updates handed to its writer, and its statements. */
export type FeedReport = { handed: number; flushes: TimedStatement[]; folds: TimedStatement[] };

/**
 * The node that runs the market feed, as bench:quotes drives it: the floor's bare writes of the
 * universe's quotes, or the fake feed of the universe ticking through the quote writer, one at a
 * time. `stop` ends what runs (the writer writes and folds what it holds, and takes no more).
 */
export type FeedNode = {
  writeBare(): Promise<void>;
  tick(): Promise<void>;
  report(): Promise<FeedReport>;
  stop(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  db: Database;
  writer: QuoteWriter;
  /** The writer's statements, timed (timeWriterStatements). */
  statements: { flushes: TimedStatement[]; folds: TimedStatement[] };
  universe: TickedSecurity[];
  perSecond: number;
};

/** The feed's node in this process: its writer, feed and statements share this event loop. */
export function createInProcessFeedNode({
  db,
  writer,
  statements,
  universe,
  perSecond,
}: Options): FeedNode {
  let running: { handed: () => number; stop: () => Promise<void> } | null = null;
  const stop = async () => {
    await running?.stop();
    running = null;
  };
  return {
    async writeBare() {
      // The writer's statement alone, each symbol once a second at most, as the writer writes it.
      const bare = writeBareQuotes(db, universe, Math.min(perSecond, universe.length));
      running = { handed: () => 0, stop: bare.stop };
    },
    async tick() {
      const feed = tickUniverse(writer, universe, perSecond);
      running = {
        handed: feed.handed,
        stop: async () => {
          feed.stop();
          await writer.close();
        },
      };
    },
    async report() {
      return {
        handed: running?.handed() ?? 0,
        flushes: [...statements.flushes],
        folds: [...statements.folds],
      };
    },
    stop,
    close: stop,
  };
}
