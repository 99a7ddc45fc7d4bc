import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { securities } from "@/server/db/schema";

/** How far behind the newest quote a symbol may be and still count as listed (docs/product.md#market-data). */
const QUOTE_STALE_AFTER_DAYS = 7;

/**
 * The market's "listed" rule as a condition on `security`, for its own reads and the screener's
 * (as `securityListing.listed`): a row whose quote is a week older than the newest one (a symbol
 * the live provider stopped answering, i.e. delisted, or one still on the 2021 snapshot after live
 * data arrived) drops out. With one source and one date (the snapshot) every row passes.
 * `security_as_of_idx` makes the newest quote one index lookup.
 */
export function currentlyQuoted(): SQL {
  // `as_of + 7 days >= newest`, not `as_of >= newest - 7 days`: PostgreSQL cannot know the newest
  // when planning, guesses a third of the rows pass, and walked as_of's index over the whole table
  // (21 ms instead of 12 for a sector screen at 10×). The expression keeps that index for max() only.
  return sql`${securities.asOf} + make_interval(days => ${QUOTE_STALE_AFTER_DAYS}) >= (select max(${securities.asOf}) from ${securities})`;
}
