import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import type { HeldLock } from "@/server/db/hold-advisory-lock";
import { logger } from "@/server/logger";
import { holdEvaluatorLock } from "../mutations/hold-evaluator-lock";
import { type AlertEvaluator, createAlertEvaluator } from "./create-alert-evaluator";
import { createWatchedSymbols } from "./watched-symbols";

/** A node without the lock asks again this often. */
const RETRY_MS = 30_000;

/**
 * Starts the alert evaluator with the server, as the quote feed starts (docs/alerts.md#evaluation):
 * on the node holding its advisory lock (PGlite: the one process); the others try again every 30 s
 * and take over when that node's lock connection drops. `watched` is the symbols its alerts watch,
 * for a feed that follows pages to follow too.
 */
export function startAlertEvaluator(handle: Pick<DatabaseHandle, "db" | "listen" | "connection">) {
  const watched = createWatchedSymbols();
  let evaluator: AlertEvaluator | null = null;
  let lock: HeldLock | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function take(): Promise<void> {
    lock = await holdEvaluatorLock(handle.connection);
    if (!lock || stopped) {
      await lock?.release();
      if (!stopped) timer = setTimeout(() => void take(), RETRY_MS);
      return;
    }
    const running = createAlertEvaluator(handle);
    evaluator = running;
    running.watched.onChange(() => watched.set(running.watched.list()));
    void lock.lost.then(async () => {
      logger.warn("the alert evaluator's lock connection dropped; another node may take it");
      await halt();
      if (!stopped) timer = setTimeout(() => void take(), RETRY_MS);
    });
    try {
      await running.start();
      logger.info("the alert evaluator runs here");
    } catch (error) {
      logger.warn({ err: error }, "the alert evaluator could not start; trying again");
      await halt();
      timer = setTimeout(() => void take(), RETRY_MS);
    }
  }

  async function halt(): Promise<void> {
    const running = evaluator;
    evaluator = null;
    await running?.stop().catch(() => undefined);
    await lock?.release();
    lock = null;
    watched.set([]);
  }

  void take().catch((error: unknown) => logger.warn({ err: error }, "the alert evaluator failed"));
  return {
    watched,
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await halt();
    },
  };
}
