import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { QuoteSource } from "../live-quote";
import { lastClosedTradingDay } from "../market-session";
import { closeLiveDay } from "./close-live-day";
import { pruneMinuteBars } from "./mutations/prune-minute-bars";

/**
 * How long after the regular session's end a day is closed: the feeds' closing snapshot (their
 * first round after the close, a minute apart) and late prints are in by then.
 */
export const DAY_CLOSE_DELAY_MS = 5 * 60_000;

type Options = {
  db: Database;
  source: QuoteSource;
  /** The clock the trading days follow (tests set it). */
  now?: () => Date;
  checkEveryMs?: number;
};

/**
 * On the node running a live feed (docs/live-market.md#the-day-close): at the start, and then
 * every minute, the last trading day whose regular session ended over five minutes ago is closed
 * unless its close is recorded already (closeLiveDay), and the minute bars before its last five
 * sessions are pruned. So each day closes once, and a node that starts after a close it missed
 * (a restart, a takeover) catches up. A failure is logged and tried again at the next check.
 */
export function startDayCloses({
  db,
  source,
  now = () => new Date(),
  checkEveryMs = 60_000,
}: Options): { stop: () => Promise<void> } {
  const stopping = new AbortController();
  let done: string | null = null;
  let running: Promise<void> | null = null;

  async function check(): Promise<void> {
    const day = lastClosedTradingDay(new Date(now().getTime() - DAY_CLOSE_DELAY_MS));
    if (day === done) return;
    const close = await closeLiveDay(db, day, source, stopping.signal);
    if (close === "stopped") return;
    const pruned = await pruneMinuteBars(db, day);
    if (close !== "closed before")
      logger.info({ day, symbols: close.closed, pruned }, "the trading day is closed");
    done = day;
  }

  const tick = () => {
    running ??= check()
      .catch((error: unknown) =>
        logger.warn({ err: error }, "the day's close failed; trying again in a minute"),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, checkEveryMs);
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
