import "server-only";
import type { MarketFeedDescription } from "@/features/market";
import type { Database } from "@/server/db/create-database";
import { recordTriggers } from "../mutations/record-triggers";
import { type AlertIndex, evaluateBatch, type PreviousQuotes } from "./evaluate-batch";
import type { SeenQuote } from "./evaluation-types";
import { quoteSourceWords } from "./quote-source-words";

type Batch = {
  quotes: SeenQuote[];
  index: AlertIndex;
  previous: PreviousQuotes;
  /** The running feed, whose freshness names each trigger's quote source. */
  feed: MarketFeedDescription | null;
  deliver: (db: Database, triggerIds: string[]) => Promise<void>;
};

/**
 * One batch of written quotes (docs/alerts.md#exactly-once-triggers): judged in memory, its states
 * and triggers written in one statement, and only the triggers that statement inserted delivered.
 */
export async function judgeAndRecord(
  db: Database,
  { quotes, index, previous, feed, deliver }: Batch,
): Promise<void> {
  const { firings, changes } = evaluateBatch(quotes, index, previous);
  const recorded = firings.map((one) => ({
    ...one,
    quoteSource: quoteSourceWords(one.quoteSource, feed),
  }));
  const ids = await recordTriggers(db, recorded, changes);
  if (ids.length > 0) await deliver(db, ids);
}
