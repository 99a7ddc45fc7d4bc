import "server-only";
import type { Database } from "@/server/db/create-database";
import {
  refreshInSymbolGroups,
  type SymbolGroupsOutcome,
} from "@/server/jobs/refresh-in-symbol-groups";
import { cleanDividend, type Dividend } from "../dividend";
import { upsertDividends } from "./mutations/upsert-dividends";

/** Symbols a request asks about: a page of 1,000 actions holds a year of them for 100 payers. */
const SYMBOLS_PER_REQUEST = 100;
/** Past dividends kept in view: a year of history. */
const LOOK_BACK_DAYS = 366;
/** Declared dividends ahead: companies announce a quarter ahead at most. */
const LOOK_AHEAD_DAYS = 120;
const DAY_MS = 86_400_000;

export type DividendSource = {
  provider: string;
  fetchDividends: (symbols: string[], start: Date, end: Date) => Promise<Dividend[]>;
};

export type DividendRefreshOutcome = SymbolGroupsOutcome;

/**
 * One pass of the dividend refresh (docs/live-market.md#news-and-calendars): the covered symbols
 * in groups of 100, a year back and four months ahead, each dividend cleaned and upserted by the
 * provider's id. A group that fails waits for the next run; three in a row stop this one.
 */
export async function refreshDividends(
  db: Database,
  source: DividendSource,
  symbols: readonly string[],
  now = new Date(),
): Promise<DividendRefreshOutcome> {
  const start = new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const end = new Date(now.getTime() + LOOK_AHEAD_DAYS * DAY_MS);
  return refreshInSymbolGroups({
    symbols,
    groupSize: SYMBOLS_PER_REQUEST,
    provider: source.provider,
    what: "dividend",
    fetch: (group) => source.fetchDividends(group, start, end),
    clean: cleanDividend,
    store: (clean) => upsertDividends(db, source.provider, clean),
  });
}
