import "server-only";
import { logger } from "@/server/logger";

/** What one pass did: the symbols it covered, the items the provider sent, the rows it stored. */
export type SymbolGroupsOutcome = { symbols: number; received: number; stored: number };

type Options<Raw, Clean> = {
  symbols: readonly string[];
  /** Symbols one request asks about. */
  groupSize: number;
  /** The provider's name, and what it sends ("dividend", "news"), for the log and the error. */
  provider: string;
  what: string;
  fetch: (group: string[]) => Promise<Raw[]>;
  /** The item made safe to store, or null when it cannot be shown. */
  clean: (raw: Raw) => Clean | null;
  /** Upserts the group's clean items, returning how many rows were written. */
  store: (items: Clean[]) => Promise<number>;
};

/**
 * One pass of a provider refresh over many symbols (docs/live-market.md#news-and-calendars): the
 * symbols in groups, each group one fetch whose items are cleaned and stored. A group that fails
 * waits for the next pass; three failures in a row mean the provider is not answering and stop
 * this one, as the Yahoo refresh does with its quote batches.
 */
export async function refreshInSymbolGroups<Raw, Clean>({
  symbols,
  groupSize,
  provider,
  what,
  fetch,
  clean,
  store,
}: Options<Raw, Clean>): Promise<SymbolGroupsOutcome> {
  let received = 0;
  let stored = 0;
  let failedInARow = 0;
  for (let first = 0; first < symbols.length; first += groupSize) {
    const group = symbols.slice(first, first + groupSize);
    try {
      const raw = await fetch(group);
      received += raw.length;
      stored += await store(raw.flatMap((item) => clean(item) ?? []));
      failedInARow = 0;
    } catch (error) {
      failedInARow += 1;
      logger.warn({ err: error, first: group[0] }, `a ${what} request failed`);
      if (failedInARow >= 3)
        throw new Error(`${provider} did not answer three ${what} requests in a row`, {
          cause: error,
        });
    }
  }
  return { symbols: symbols.length, received, stored };
}
