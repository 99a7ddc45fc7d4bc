import "server-only";
import type { StreamedQuote } from "@/features/market";
import {
  decodeQuoteNotification,
  listQuotesAfter,
  QUOTE_CHANNEL,
  readMarketFeed,
} from "@/features/market/server";
import type { Database, DatabaseHandle } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { deliverTriggers } from "../deliver/deliver-triggers";
import { ALERTS_CHANGED_CHANNEL } from "./alert-evaluation-limits";
import type { AlertIndex, PreviousQuotes } from "./evaluate-batch";
import type { SeenQuote } from "./evaluation-types";
import { judgeAndRecord } from "./judge-and-record";
import { loadAlertIndex } from "./load-alert-index";
import { createWatchedSymbols } from "./watched-symbols";

/** A whole universe's flush (about 7,200 quotes) in one read, as the quote hub reads. */
const FETCH_LIMIT = 10_000;
/** docs/alerts.md#evaluation: the safety net behind `alerts_changed` (and watchlist edits, which send none). */
export const ALERT_RELOAD_MS = 30_000;
/** Notifications lost while the LISTEN connection was down are made up this often. */
const SWEEP_MS = 15_000;

const seen = (quote: StreamedQuote): SeenQuote => ({ ...quote, asOf: new Date(quote.asOf) });

type Options = {
  db: Database;
  listen: DatabaseHandle["listen"];
  deliver?: (db: Database, triggerIds: string[]) => Promise<void>;
  reloadMs?: number;
};

/**
 * One node's alert evaluator (docs/alerts.md#evaluation): follows written quotes as the quote hub
 * does (LISTEN market_quotes, then the rows past the last `seq` it judged), keeps each symbol's
 * previous quote, judges the active alerts indexed by symbol in memory, writes each batch's states
 * and triggers in one statement and hands only the new triggers to delivery. The index is
 * reloaded on `alerts_changed` and every `reloadMs`. Every step runs on one chain, in order.
 */
export function createAlertEvaluator({
  db,
  listen,
  deliver = deliverTriggers,
  reloadMs = ALERT_RELOAD_MS,
}: Options) {
  let index: AlertIndex = { watches: new Map(), facts: new Map() };
  const previous: PreviousQuotes = new Map();
  const watched = createWatchedSymbols();
  let feed: Awaited<ReturnType<typeof readMarketFeed>> = null;
  let judgedSeq: number | null = null;
  let chain: Promise<void> = Promise.resolve();
  let reloadQueued = false;
  const stops: (() => unknown)[] = [];

  const enqueue = (task: () => Promise<void>, what: string) => {
    chain = chain.then(task).catch((error: unknown) => logger.warn({ err: error }, what));
    return chain;
  };

  async function reload(): Promise<void> {
    reloadQueued = false;
    index = await loadAlertIndex(db);
    feed = await readMarketFeed(db);
    watched.set(index.watches.keys());
  }

  /** Reads quotes past `judgedSeq`; with `judge` false only remembers them (the start). */
  async function follow(judge: boolean): Promise<void> {
    for (;;) {
      const rows = await listQuotesAfter(db, judgedSeq ?? 0, FETCH_LIMIT);
      const last = rows.at(-1);
      if (!last) return;
      judgedSeq = last.seq;
      const quotes = rows.map(seen);
      if (judge) await judgeAndRecord(db, { quotes, index, previous, feed, deliver });
      else
        for (const quote of quotes)
          previous.set(quote.symbol, {
            last: quote,
            regular: quote.session === "regular" ? quote : null,
          });
      if (rows.length < FETCH_LIMIT) return;
    }
  }

  const judgeNew = () =>
    enqueue(() => follow(true), "alerts could not be evaluated; the next quotes retry");
  const queueReload = () => {
    if (reloadQueued) return;
    reloadQueued = true;
    void enqueue(reload, "alerts could not be reloaded; the next change or timer retries");
  };

  return {
    /** The symbols the active alerts watch: a feed following pages follows them too. */
    watched,
    /** Listens, loads the alerts and remembers the current quotes; resolves when it judges. */
    async start(): Promise<void> {
      stops.push(
        await listen(QUOTE_CHANNEL, (payload) => {
          const seq = decodeQuoteNotification(payload);
          if (seq !== null && judgedSeq !== null && seq > judgedSeq) void judgeNew();
        }),
      );
      stops.push(await listen(ALERTS_CHANGED_CHANNEL, queueReload));
      await enqueue(async () => {
        await reload();
        await follow(false);
      }, "the alert evaluator could not start");
      const reloading = setInterval(queueReload, reloadMs);
      const sweeping = setInterval(() => void judgeNew(), SWEEP_MS);
      reloading.unref();
      sweeping.unref();
      stops.push(
        () => clearInterval(reloading),
        () => clearInterval(sweeping),
      );
    },
    /** Judges what was written since the last batch (a test's or a sweep's nudge). */
    judgeNew,
    async stop(): Promise<void> {
      for (const stop of stops.splice(0)) await stop();
      await chain;
      watched.set([]);
    },
  };
}

export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;
