import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { computeTechnicals } from "../compute-technicals";
import type { Security } from "../parse-listing-row";
import type { DailyBar } from "../simulate-daily-bars";
import { getLatestBars, getRecentDailyBars, type LatestBar, listKnownSecurities } from "./data";
import type { MarketDataProvider, ReportProgress } from "./market-data-provider";
import {
  analyzeSecurities,
  replaceDailyBars,
  type SecurityRow,
  upsertDailyBars,
  upsertSecurities,
} from "./mutations";
import { refreshCompanyProfiles } from "./refresh-company-profiles";

/** One year and a bit of sessions: enough for the 200-day average and the 52-week range. */
export const TECHNICALS_SESSIONS = 260;
/** A symbol's first real history covers the chart's longest range (5Y). */
const FIRST_HISTORY_SESSIONS = 1_260;
/** Symbols written per statement, and between progress reports. */
const BATCH = 250;

/** Trading sessions since `date` (five a week), plus a margin for revised recent days. */
function sessionsSince(date: string, now: Date): number {
  const days = (now.getTime() - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return Math.min(FIRST_HISTORY_SESSIONS, Math.ceil((days * 5) / 7) + 5);
}

/**
 * Whether the provider now reports a different close for the last stored session: a split (or a
 * correction) restated the history, and every stored bar before it is on the old basis.
 */
function restates(bars: DailyBar[], last: LatestBar): boolean {
  const same = bars.find((bar) => bar.date === last.date);
  return same !== undefined && Math.abs(same.close - last.close) > last.close * 0.005;
}

/**
 * Real history: fetches what each symbol lacks since its last stored bar (nothing when it is
 * current) and stores it, or fetches and replaces the whole history when the provider restated it.
 * Returns the recent bars the technicals need, read back in one query.
 */
async function loadRealHistory(
  db: Database,
  provider: MarketDataProvider,
  batch: Security[],
  latest: Map<string, LatestBar>,
  asOf: Date,
) {
  const asOfDate = asOf.toISOString().slice(0, 10);
  let failedInARow = 0;
  for (const security of batch) {
    const last = latest.get(security.symbol);
    if (last && last.date >= asOfDate) continue;
    try {
      const { bars } = await provider.getDailyBars(
        security,
        last ? sessionsSince(last.date, asOf) : FIRST_HISTORY_SESSIONS,
      );
      if (last && restates(bars, last)) {
        logger.info(
          { symbol: security.symbol, date: last.date },
          "history restated (a split?); replacing it",
        );
        await replaceDailyBars(
          db,
          security.symbol,
          (await provider.getDailyBars(security, FIRST_HISTORY_SESSIONS)).bars,
        );
      } else {
        await upsertDailyBars(db, security.symbol, bars);
      }
      failedInARow = 0;
    } catch (error) {
      // A symbol without history is skipped; ten failures in a row mean the provider is down, not the symbols.
      logger.warn(
        { symbol: security.symbol, err: error },
        "daily bars unavailable; technicals use the stored history",
      );
      if ((failedInARow += 1) >= 10)
        throw new Error(`${provider.name} did not answer ten history requests in a row`, {
          cause: error,
        });
    }
  }
  return getRecentDailyBars(
    db,
    batch.map((security) => security.symbol),
    TECHNICALS_SESSIONS,
  );
}

/**
 * Reads the latest quotes (with their valuation figures) from the provider, brings each symbol's
 * daily history up to date (stored when real, generated when simulated), derives its technicals,
 * and writes everything in batches, reporting progress after each; then stores the company
 * profiles of a few symbols, the oldest first. Returns how many securities were written.
 */
export async function refreshMarketData(
  db: Database,
  provider: MarketDataProvider,
  onProgress: ReportProgress = () => undefined,
): Promise<number> {
  const real = provider.history === "real";
  const known = real ? await listKnownSecurities(db) : [];
  const { asOf, securities } = await provider.listSecurities(known, (done, total) =>
    onProgress(done, total, "quotes"),
  );
  const latest = real ? await getLatestBars(db) : new Map<string, LatestBar>();
  let written = 0;
  for (let start = 0; start < securities.length; start += BATCH) {
    const batch = securities.slice(start, start + BATCH);
    const stored = real ? await loadRealHistory(db, provider, batch, latest, asOf) : null;
    const rows: SecurityRow[] = [];
    for (const security of batch) {
      const { bars, simulated } = stored
        ? { bars: stored.get(security.symbol) ?? [], simulated: false }
        : await provider.getDailyBars(security, TECHNICALS_SESSIONS);
      rows.push({
        ...security,
        ...computeTechnicals(bars),
        source: provider.name,
        historySimulated: simulated,
        asOf,
      });
    }
    await upsertSecurities(db, rows);
    written += rows.length;
    await onProgress(written, securities.length, "history");
  }
  await analyzeSecurities(db);
  await refreshCompanyProfiles(db, provider);
  return written;
}
