import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { listStaleProfiles } from "./data";
import type { MarketDataProvider } from "./market-data-provider";
import { storeCompanyProfile } from "./mutations";

/**
 * Profiles asked for per refresh: a minute of requests at the default 100 a minute. The universe
 * (about 7,000 symbols) is covered in three days of hourly refreshes, then only what has aged.
 */
const PROFILES_PER_REFRESH = 100;
/** A profile (beta, business summary, website) changes slowly; it is asked for again after a month. */
const PROFILE_MAX_AGE_DAYS = 30;

/**
 * Fetches and stores the company profiles of the live symbols that lack one or whose profile is
 * the oldest, at most PROFILES_PER_REFRESH of them (docs/product.md#market-data): a request per
 * symbol, so asking for all of them every refresh would double its requests. A symbol that fails keeps its
 * profile and comes first again next time; five failures in a row end this round (the provider is
 * down, not the symbols) without failing the refresh, whose quotes are already stored.
 * Returns how many profiles were stored.
 */
export async function refreshCompanyProfiles(
  db: Database,
  provider: MarketDataProvider,
): Promise<number> {
  if (!provider.getCompanyProfile) return 0;
  let stored = 0;
  let failedInARow = 0;
  for (const symbol of await listStaleProfiles(
    db,
    provider.name,
    PROFILES_PER_REFRESH,
    PROFILE_MAX_AGE_DAYS,
  )) {
    try {
      await storeCompanyProfile(db, symbol, await provider.getCompanyProfile(symbol), new Date());
      stored += 1;
      failedInARow = 0;
    } catch (error) {
      logger.warn(
        { symbol, err: error },
        "company profile unavailable; it is asked for again next refresh",
      );
      if ((failedInARow += 1) >= 5) break;
    }
  }
  return stored;
}
