import { foldQuotes } from "@/features/market/server/mutations/fold-quotes";
import { writeQuotes } from "@/features/market/server/mutations/write-quotes";
import type { Database } from "@/server/db/create-database";
import { type TickedSecurity, tickedQuote } from "./tick-universe";

const BATCH = 1_000;

/**
 * One quote now for every symbol of `universe`, at its stored close, written and folded as the
 * feed's first second of a session would. The market's "listed" rule counts a week back from the
 * newest quote (data/currently-quoted.ts): after one symbol's live trades, the snapshot's others
 * drop out of every screen until the feed has quoted them, so a screener timed before that would
 * screen one symbol, and after it the whole universe.
 */
export async function quoteWholeUniverse(db: Database, universe: TickedSecurity[]): Promise<void> {
  for (let start = 0; start < universe.length; start += BATCH) {
    const batch = universe
      .slice(start, start + BATCH)
      .map((security) => tickedQuote(security, security.lastPrice, security.volume));
    await writeQuotes(db, batch);
  }
  await foldQuotes(db, 0);
}
